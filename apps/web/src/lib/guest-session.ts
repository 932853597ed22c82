import { GUEST_TOKEN_COOKIE } from '@hotel/shared/constants';
import { deleteCookie, readCookie } from '@/lib/cookies';
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

export function hasGuestToken() {
  return Boolean(readCookie(GUEST_TOKEN_COOKIE));
}

export function logoutGuest(hotel: string) {
  deleteCookie(GUEST_TOKEN_COOKIE);
  navigateTo(`/guest_app/${encodeURIComponent(hotel)}/login`, { replace: true });
}
