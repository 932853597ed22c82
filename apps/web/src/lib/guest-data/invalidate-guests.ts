import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { queryClient } from '@/lib/query-client';
import { guestKeys } from './guest-keys';

/** After a guest changed: the guest lists reload, and so do the bookings that show the guest. */
export function invalidateGuestQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: guestKeys.all }),
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT }),
  ]);
}
