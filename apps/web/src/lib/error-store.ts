import { create } from 'zustand';
import type { ErrorBody } from '@hotel/shared/errors';

/** The last failed staff request (spec §8: errors are stored globally and rethrown). */
interface ErrorState {
  lastError: ErrorBody | null;
  setLastError: (error: ErrorBody) => void;
  clearLastError: () => void;
}

export const useErrorStore = create<ErrorState>((set) => ({
  lastError: null,
  setLastError: (error) => set({ lastError: error }),
  clearLastError: () => set({ lastError: null }),
}));
