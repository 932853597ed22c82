import { create } from 'zustand';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
}

export class ConfirmCancelledError extends Error {
  constructor() {
    super('Confirmation cancelled');
    this.name = 'ConfirmCancelledError';
  }
}

interface PendingConfirmation {
  options: ConfirmOptions;
  resolve: () => void;
  reject: (error: ConfirmCancelledError) => void;
}

export const useConfirmStore = create<{ pending: PendingConfirmation | null }>(() => ({
  pending: null,
}));

/**
 * Asks the person to confirm. Resolves on confirm; rejects with ConfirmCancelledError on cancel,
 * Escape or a click outside (spec §4), so `await confirm(…)` stops the action that follows.
 */
export function confirm(options: ConfirmOptions): Promise<void> {
  // A new question replaces an open one; the open one counts as cancelled.
  useConfirmStore.getState().pending?.reject(new ConfirmCancelledError());
  return new Promise<void>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      useConfirmStore.setState({ pending: null });
      outcome();
    };
    useConfirmStore.setState({
      pending: {
        options,
        resolve: () => settle(resolve),
        reject: (error) => settle(() => reject(error)),
      },
    });
  });
}

/** Asks the person to confirm; resolves false when they cancel instead of rejecting. */
export async function isConfirmed(options: ConfirmOptions): Promise<boolean> {
  try {
    await confirm(options);
    return true;
  } catch (error) {
    if (error instanceof ConfirmCancelledError) return false;
    throw error;
  }
}

/** Asks with a danger-toned confirm dialog; resolves false when the person cancels. */
export function confirmDelete(options: ConfirmOptions): Promise<boolean> {
  return isConfirmed({ tone: 'danger', ...options });
}
