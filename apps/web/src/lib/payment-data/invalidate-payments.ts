import { queryClient } from '@/lib/query-client';
import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';
import { paymentKeys } from './payment-keys';

/**
 * After a payment changed: the payment lists reload, and so do the bookings, whose paid and open
 * amounts and history it changes.
 */
export function invalidatePaymentQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT }),
  ]);
}
