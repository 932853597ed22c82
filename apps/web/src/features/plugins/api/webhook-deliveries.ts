import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@hotel/shared/contracts/webhooks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { apiPluginKeys } from './api-plugin-keys';

/** The log shows the newest deliveries only; older ones are of no use to a hotelier. */
export const DELIVERY_LOG_LIMIT = 50;

/** GET /api/plugin/api/webhooks/{id}/deliveries: an endpoint's delivery log, newest first. */
export async function getWebhookDeliveries(endpointId: string) {
  const { data } = await apiClient.get<WebhookDelivery[]>(
    `/plugin/api/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
    { params: { limit: DELIVERY_LOG_LIMIT } },
  );
  return data;
}

export const webhookDeliveriesQueryOptions = (hotelId: string | null, endpointId: string) =>
  queryOptions({
    queryKey: apiPluginKeys.deliveries(hotelId, endpointId),
    queryFn: () => getWebhookDeliveries(endpointId),
  });

export function useWebhookDeliveries(endpointId: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(webhookDeliveriesQueryOptions(hotelId, endpointId));
}
