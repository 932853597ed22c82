import { useMutation } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEndpointUpdate } from '@hotel/shared/contracts/webhooks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { refreshWebhooks } from './webhook-endpoints';

/** PUT /api/plugin/api/webhooks/{id}: events, description and whether it is active. */
export async function updateWebhookEndpoint({
  id,
  ...update
}: WebhookEndpointUpdate & { id: string }) {
  const { data } = await apiClient.put<WebhookEndpoint>(
    `/plugin/api/webhooks/${encodeURIComponent(id)}`,
    update,
  );
  return data;
}

export function useUpdateWebhookEndpointMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => refreshWebhooks(hotelId),
  });
}
