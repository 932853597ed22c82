import { create } from 'zustand';
import { AUTH_COOKIE, AUTH_TOKEN_TTL_SECONDS } from '@hotel/shared/constants';
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies';
import { readStored, writeStored } from '@/lib/storage';

export const TOKEN_STORAGE_KEY = 'token';
export const HOTEL_STORAGE_KEY = 'hotel';

interface SessionState {
  token: string | null;
  /** The hotel whose data staff calls ask for (sent as the `hotel` header). */
  currentHotelId: string | null;
  setToken: (token: string) => void;
  clearToken: () => void;
  setCurrentHotelId: (hotelId: string | null) => void;
}

/** The token lives in localStorage and in a cookie (spec §4); either one restores the session. */
function readInitialToken() {
  return readStored(TOKEN_STORAGE_KEY) ?? readCookie(AUTH_COOKIE);
}

export const useSessionStore = create<SessionState>((set) => ({
  token: readInitialToken(),
  currentHotelId: readStored(HOTEL_STORAGE_KEY),
  setToken: (token) => {
    writeStored(TOKEN_STORAGE_KEY, token);
    writeCookie(AUTH_COOKIE, token, AUTH_TOKEN_TTL_SECONDS);
    set({ token });
  },
  clearToken: () => {
    writeStored(TOKEN_STORAGE_KEY, null);
    deleteCookie(AUTH_COOKIE);
    set({ token: null });
  },
  setCurrentHotelId: (hotelId) => {
    writeStored(HOTEL_STORAGE_KEY, hotelId);
    set({ currentHotelId: hotelId });
  },
}));
