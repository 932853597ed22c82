import { useMutation } from '@tanstack/react-query';
import type { WebhookEndpointCreated } from '@hotel/shared/contracts/webhooks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { refreshWebhooks } from './webhook-endpoints';

/** POST /api/plugin/api/webhooks/{id}/secret: a new signing secret, shown this once; the old one stops. */
export async function rollWebhookSecret(id: string) {
  const { data } = await apiClient.post<WebhookEndpointCreated>(
    `/plugin/api/webhooks/${encodeURIComponent(id)}/secret`,
  );
  return data;
}

export function useRollWebhookSecretMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: rollWebhookSecret,
    onSuccess: () => refreshWebhooks(hotelId),
  });
}
