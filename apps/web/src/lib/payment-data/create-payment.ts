import { useMutation } from '@tanstack/react-query';
import type { BookingPayment, PaymentCreateRequest } from '@hotel/shared/contracts/payments';
import { apiClient } from '@/lib/api-client';
import { invalidatePaymentQueries } from './invalidate-payments';

/** POST /api/payment: records a payment on a booking. */
export async function createPayment(body: PaymentCreateRequest) {
  const { data } = await apiClient.post<BookingPayment>('/payment', body);
  return data;
}

export function useCreatePaymentMutation() {
  return useMutation({ mutationFn: createPayment, onSuccess: invalidatePaymentQueries });
}
