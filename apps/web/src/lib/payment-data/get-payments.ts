import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentListQuery, PaymentListResponse } from '@hotel/shared/contracts/payments';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { paymentKeys } from './payment-keys';

/** GET /api/payment with the list's filters, sort and page; totals cover every match. */
export async function getPayments(query: PaymentListQuery) {
  const { data } = await apiClient.get<PaymentListResponse>('/payment', { params: query });
  return data;
}

export const paymentsQueryOptions = (hotelId: string | null, query: PaymentListQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(hotelId, query),
    queryFn: () => getPayments(query),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentListQuery) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(paymentsQueryOptions(hotelId, query));
}
