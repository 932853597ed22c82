import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@hotel/shared/contracts/api-keys';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { apiPluginKeys } from './api-plugin-keys';

/** GET /api/plugin/api/keys: the hotel's keys, recognisable by prefix, never the key itself. */
export async function getApiKeys() {
  const { data } = await apiClient.get<ApiKey[]>('/plugin/api/keys');
  return data;
}

export const apiKeysQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: apiPluginKeys.keys(hotelId), queryFn: getApiKeys });

export function useApiKeys() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(apiKeysQueryOptions(hotelId));
}
