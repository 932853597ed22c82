import { queryClient } from '@/lib/query-client';
import { BOOKING_QUERIES_ROOT, paymentKeys } from './payment-keys';

/** After a payment changed: the payment lists and the bookings showing its balance reload. */
export function invalidatePaymentQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: BOOKING_QUERIES_ROOT }),
  ]);
}
