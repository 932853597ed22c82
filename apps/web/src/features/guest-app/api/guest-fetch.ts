import { ApiError, httpStatusOf } from '@/lib/api-error';
import { fetchJson, type FetchOptions } from '@/lib/fetch-client';
import { logoutGuest, readGuestToken } from '@/lib/guest-session';
import { forgetStoredBookings } from '@/features/guest-app/offline/stored-bookings';

/**
 * A guest-app call with the guest token (spec §7 "Guest app"): `path` is under
 * `/guest_app/{hotelId}`. Spec §8: a 401 or 403 logs the guest out and goes to the hotel's guest
 * login; other failures reach the caller (offline ones too: the offline shell shows the last booking).
 * A door refused to this guest (LOCK_ACCESS_DENIED: not yet, not theirs, unpaid) is a 403 that
 * says nothing about the session: it reaches the caller and the guest stays signed in.
 */
export async function guestFetch<T>(
  hotel: { _id: string; symbol_code: string },
  path: string,
  options: FetchOptions = {},
): Promise<T> {
  const token = readGuestToken();
  try {
    return await fetchJson<T>(`/guest_app/${hotel._id}${path}`, {
      ...options,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    const status = httpStatusOf(error);
    const isDoorRefused = error instanceof ApiError && error.code === 'LOCK_ACCESS_DENIED';
    if (status === 401 || (status === 403 && !isDoorRefused)) {
      // The copies on this device (door codes) go with the session.
      forgetStoredBookings();
      logoutGuest(hotel.symbol_code);
    }
    throw error;
  }
}
