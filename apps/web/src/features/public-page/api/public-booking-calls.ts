import { queryOptions } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type PublicAvailability,
  type PublicBooking,
  type PublicBookingRequest,
} from '@hotel/shared/contracts/public-booking';
import { fetchJson } from '@/lib/fetch-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

/** POST /api/public/booking; the same key for a retry gives the same booking. */
export function postPublicBooking(body: PublicBookingRequest, idempotencyKey: string) {
  return fetchJson<PublicBooking>('/public/booking', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** GET /api/public/booking/{id}?receipt: the confirmation, also after a reload. */
export const publicBookingQueryOptions = (booking: string, receipt: string) =>
  queryOptions({
    queryKey: [...publicPageKeys.booking(booking), receipt],
    queryFn: ({ signal }) =>
      fetchJson<PublicBooking>(
        `/public/booking/${encodeURIComponent(booking)}?receipt=${encodeURIComponent(receipt)}`,
        { signal },
      ),
  });

/** Whether a room type still has a room free for the whole stay (asked fresh, not cached). */
export async function isRoomTypeStillFree(
  hotel: string,
  stay: { arrival: string; departure: string; adults: number; kids: number; roomType: string },
): Promise<boolean> {
  const query = new URLSearchParams({
    hotel,
    arrival: stay.arrival,
    departure: stay.departure,
    guests: String(stay.adults),
    kids: String(stay.kids),
  });
  const availability = await fetchJson<PublicAvailability>(
    `/public/available_rooms?${query.toString()}`,
  );
  return availability.roomTypes.some(
    (entry) => entry.roomType._id === stay.roomType && entry.available > 0,
  );
}
