import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { refreshWebhooks } from './webhook-endpoints';

/** DELETE /api/plugin/api/webhooks/{id}: no more deliveries go to this address. */
export async function deleteWebhookEndpoint(id: string) {
  await apiClient.delete(`/plugin/api/webhooks/${encodeURIComponent(id)}`);
}

export function useDeleteWebhookEndpointMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => refreshWebhooks(hotelId),
  });
}
