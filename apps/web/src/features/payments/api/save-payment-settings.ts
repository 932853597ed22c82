import { useMutation } from '@tanstack/react-query';
import type {
  PaymentSettings,
  PaymentSettingsRequest,
} from '@hotel/shared/contracts/payment-settings';
import { apiClient } from '@/lib/api-client';
import { paymentKeys } from '@/lib/payment-data/payment-keys';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

/** PUT /api/hotel/payments */
export async function savePaymentSettings(body: PaymentSettingsRequest) {
  const { data } = await apiClient.put<PaymentSettings>('/hotel/payments', body);
  return data;
}

export function useSavePaymentSettingsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(paymentKeys.settings(hotelId), saved);
      // hotel.payments decides which methods the record-payment dialog offers.
      if (hotelId) await queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) });
    },
  });
}
