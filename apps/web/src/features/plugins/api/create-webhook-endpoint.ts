import { useMutation } from '@tanstack/react-query';
import type {
  WebhookEndpointCreate,
  WebhookEndpointCreated,
} from '@hotel/shared/contracts/webhooks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { refreshWebhooks } from './webhook-endpoints';

/** POST /api/plugin/api/webhooks: the answer carries the signing secret, shown this once. */
export async function createWebhookEndpoint(request: WebhookEndpointCreate) {
  const { data } = await apiClient.post<WebhookEndpointCreated>('/plugin/api/webhooks', request);
  return data;
}

export function useCreateWebhookEndpointMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => refreshWebhooks(hotelId),
  });
}
