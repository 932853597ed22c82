import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { ApiError } from '@/lib/api-error';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { guestAppKeys } from '@/features/guest-app/api/guest-app-keys';
import { guestFetch } from '@/features/guest-app/api/guest-fetch';
import { readStoredBooking, storeBooking } from '@/features/guest-app/offline/stored-bookings';

export interface LoadedGuestBooking {
  booking: GuestBooking;
  /** Set when the server could not be reached and this is the copy stored on the device. */
  offlineSavedAt: string | null;
}

/** A call that got no answer at all (offline, timeout), as opposed to an answer refusing it. */
const isUnanswered = (error: unknown) => error instanceof ApiError && !error.response;

/**
 * GET …/bookings/{id}. Each answer is stored on the device; when the server cannot be reached,
 * the stored copy stands in (with its date), so the access code still shows offline.
 */
export async function getGuestBooking(
  hotel: GuestAppConfig,
  id: string,
  signal?: AbortSignal,
): Promise<LoadedGuestBooking> {
  try {
    const booking = await guestFetch<GuestBooking>(hotel, `/bookings/${encodeURIComponent(id)}`, {
      signal,
    });
    storeBooking(booking);
    return { booking, offlineSavedAt: null };
  } catch (error) {
    const stored = isUnanswered(error) && !signal?.aborted ? readStoredBooking(id) : null;
    if (!stored) throw error;
    return { booking: stored.booking, offlineSavedAt: stored.savedAt };
  }
}

export const guestBookingQueryOptions = (hotel: GuestAppConfig, id: string) =>
  queryOptions({
    queryKey: guestAppKeys.booking(hotel.symbol_code, id),
    queryFn: ({ signal }) => getGuestBooking(hotel, id, signal),
    // Run offline too (TanStack would pause): the call fails at once and the stored copy shows.
    networkMode: 'always',
  });

export function useGuestBooking(hotel: GuestAppConfig, id: string) {
  return useQuery(guestBookingQueryOptions(hotel, id));
}
