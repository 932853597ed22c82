import { useQuery } from '@tanstack/react-query';
import type { IntegrationOverview } from '@hotel/shared/contracts/integrations';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { integrationKeys } from './integration-keys';

/** GET /api/integration (manageHotel): each integration's state, last sync and page. */
export async function getIntegrations() {
  const { data } = await apiClient.get<IntegrationOverview>('/integration');
  return data;
}

export function useIntegrations() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: integrationKeys.overview(hotelId), queryFn: getIntegrations });
}
