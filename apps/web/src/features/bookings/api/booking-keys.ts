import type { BookingListQuery } from '@hotel/shared/contracts/bookings';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';

/** Query keys of the booking screens; every key carries the hotel it belongs to. */
export const bookingKeys = {
  all: BOOKING_QUERIES_ROOT,
  lists: (hotelId: string | null) => [...bookingKeys.all, hotelId, 'list'] as const,
  list: (hotelId: string | null, query: BookingListQuery) =>
    [...bookingKeys.lists(hotelId), query] as const,
  detail: (hotelId: string | null, id: string) =>
    [...bookingKeys.all, hotelId, 'detail', id] as const,
  /** The guest messages of a booking: under the root, so a booking change refreshes them. */
  notifications: (hotelId: string | null, id: string) =>
    [...bookingKeys.all, hotelId, 'notifications', id] as const,
  availability: (hotelId: string | null, arrival: string, departure: string, exclude?: string) =>
    [...bookingKeys.all, hotelId, 'availability', arrival, departure, exclude ?? null] as const,
};
