import { GUEST_TOKEN_COOKIE } from '@hotel/shared/constants';
import { DAY_SECONDS, deleteCookie, readCookie, writeCookie } from '@/lib/cookies';
import { navigateTo } from '@/lib/navigation';
import { readStored, writeStored } from '@/lib/storage';

/** The guest-app hotel segment is optional on some routes; we then use the last one visited. */
const LAST_GUEST_APP_HOTEL_KEY = 'guest_app_hotel';

export function readLastGuestAppHotel() {
  return readStored(LAST_GUEST_APP_HOTEL_KEY);
}

export function rememberGuestAppHotel(hotel: string) {
  writeStored(LAST_GUEST_APP_HOTEL_KEY, hotel);
}

/**
 * The guest token (spec §4, §9): kept in the `guest_token` cookie for one day; a copy in memory
 * (the "store") serves the current page and is loaded from the cookie when missing.
 */
let storedToken: string | null = null;

export function readGuestToken(): string | null {
  storedToken ??= readCookie(GUEST_TOKEN_COOKIE);
  return storedToken;
}

export function saveGuestToken(token: string) {
  storedToken = token;
  writeCookie(GUEST_TOKEN_COOKIE, token, DAY_SECONDS);
}

export function hasGuestToken() {
  return Boolean(readGuestToken());
}

/** Forgets the token without leaving the page (logout below, a test that starts signed out). */
export function forgetGuestToken() {
  storedToken = null;
  deleteCookie(GUEST_TOKEN_COOKIE);
}

export function logoutGuest(hotel: string) {
  forgetGuestToken();
  navigateTo(`/guest_app/${encodeURIComponent(hotel)}/login`, { replace: true });
}
