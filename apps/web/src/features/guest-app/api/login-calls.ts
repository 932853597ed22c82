import type {
  GuestAuthResponse,
  GuestVerificationResponse,
} from '@hotel/shared/contracts/guest-app';
import { fetchJson } from '@/lib/fetch-client';

/**
 * Sign-in (spec §4 "Guest auth"): the only guest-app calls without the guest token, so plain
 * fetchJson rather than guestFetch (a refused code is a 4xx to show, not a reason to log out).
 */
export function requestLoginCode(hotelId: string, mobile: string) {
  const query = new URLSearchParams({ mobile });
  return fetchJson<GuestAuthResponse>(`/guest_app/${hotelId}/guest_auth?${query}`);
}

export function verifyLoginCode(hotelId: string, guest: string, code: string) {
  const query = new URLSearchParams({ guest, code });
  return fetchJson<GuestVerificationResponse>(`/guest_app/${hotelId}/guest_verification?${query}`);
}
