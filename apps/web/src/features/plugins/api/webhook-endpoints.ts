import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@hotel/shared/contracts/webhooks';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { apiPluginKeys } from './api-plugin-keys';

/** GET /api/plugin/api/webhooks: the hotel's endpoints with their newest delivery's outcome. */
export async function getWebhookEndpoints() {
  const { data } = await apiClient.get<WebhookEndpoint[]>('/plugin/api/webhooks');
  return data;
}

export const webhookEndpointsQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: apiPluginKeys.webhooks(hotelId), queryFn: getWebhookEndpoints });

export function useWebhookEndpoints() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(webhookEndpointsQueryOptions(hotelId));
}

/** After any change to an endpoint or its deliveries: the list and every open log are asked again. */
export function refreshWebhooks(hotelId: string | null) {
  return queryClient.invalidateQueries({ queryKey: apiPluginKeys.webhooks(hotelId) });
}
