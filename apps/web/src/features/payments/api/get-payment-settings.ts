import { useQuery } from '@tanstack/react-query';
import type { PaymentSettings } from '@hotel/shared/contracts/payment-settings';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from '@/lib/payment-data/payment-keys';
import { useSessionStore } from '@/lib/session/session-store';

/** GET /api/hotel/payments (manageHotel): methods, bank details and the connected provider. */
export async function getPaymentSettings() {
  const { data } = await apiClient.get<PaymentSettings>('/hotel/payments');
  return data;
}

export function usePaymentSettings() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: paymentKeys.settings(hotelId), queryFn: getPaymentSettings });
}
