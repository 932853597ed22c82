import { useMutation } from '@tanstack/react-query';
import type { BookingPayment, PaymentUpdateRequest } from '@hotel/shared/contracts/payments';
import { apiClient } from '@/lib/api-client';
import { invalidatePaymentQueries } from './invalidate-payments';

/** PUT /api/payment/{id}: status, room-access flag or notice. */
export async function updatePayment({ id, body }: { id: string; body: PaymentUpdateRequest }) {
  const { data } = await apiClient.put<BookingPayment>(`/payment/${id}`, body);
  return data;
}

export function useUpdatePaymentMutation() {
  return useMutation({ mutationFn: updatePayment, onSuccess: invalidatePaymentQueries });
}
