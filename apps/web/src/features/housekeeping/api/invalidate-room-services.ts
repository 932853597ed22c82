import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { queryClient } from '@/lib/query-client';
import { roomServiceKeys } from './room-service-keys';

/**
 * After a record was created or changed: the housekeeping lists reload, and so does the calendar
 * (under the bookings root), which marks rooms that are still to be cleaned.
 */
export function invalidateRoomServiceQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roomServiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT }),
  ]);
}
