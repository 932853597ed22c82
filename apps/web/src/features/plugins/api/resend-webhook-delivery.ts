import { useMutation } from '@tanstack/react-query';
import type { WebhookDelivery } from '@hotel/shared/contracts/webhooks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { refreshWebhooks } from './webhook-endpoints';

/** POST …/deliveries/{deliveryId}/resend: sends the same event again as a new delivery. */
export async function resendWebhookDelivery({
  endpointId,
  deliveryId,
}: {
  endpointId: string;
  deliveryId: string;
}) {
  const { data } = await apiClient.post<WebhookDelivery>(
    `/plugin/api/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
  );
  return data;
}

export function useResendWebhookDeliveryMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: () => refreshWebhooks(hotelId),
  });
}
