import { GUEST_TOKEN_COOKIE } from '@hotel/shared/constants';
import { DAY_SECONDS, deleteCookie, readCookie, writeCookie } from '@/lib/cookies';
import { navigateTo } from '@/lib/navigation';
import { readStored, writeStored } from '@/lib/storage';

/**
 * The guest-app hotel segment is optional on some routes: we then use the signed-in guest's hotel
 * (the token tells), else the last one visited.
 */
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
  // An emptied cookie (a logout whose deletion the browser has not applied yet) is no token.
  storedToken ??= readCookie(GUEST_TOKEN_COOKIE) || null;
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

/**
 * The claims of the guest token (a JWT from apps/api/src/lib/tokens.ts: `hotel` and `sub`, the
 * guest), read without checking the signature: the server checks it on every call, the app only
 * needs to know whose token it holds. null without a token or for one it cannot read.
 */
function readGuestTokenClaims(): { hotelId: string; guestId: string } | null {
  const payload = readGuestToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null) return null;
    const { hotel, sub } = claims as { hotel?: unknown; sub?: unknown };
    return typeof hotel === 'string' && hotel && typeof sub === 'string' && sub
      ? { hotelId: hotel, guestId: sub }
      : null;
  } catch {
    return null;
  }
}

/** The id of the hotel the signed-in guest belongs to, from the token. */
export function guestTokenHotelId(): string | null {
  return readGuestTokenClaims()?.hotelId ?? null;
}

/** The id of the signed-in guest, from the token. */
export function guestTokenGuestId(): string | null {
  return readGuestTokenClaims()?.guestId ?? null;
}

/** The hotel of a guest-app path without its hotel segment (see LAST_GUEST_APP_HOTEL_KEY). */
export function defaultGuestAppHotel(): string | null {
  return guestTokenHotelId() ?? readLastGuestAppHotel();
}

export function logoutGuest(hotel: string) {
  forgetGuestToken();
  navigateTo(`/guest_app/${encodeURIComponent(hotel)}/login`, { replace: true });
}
