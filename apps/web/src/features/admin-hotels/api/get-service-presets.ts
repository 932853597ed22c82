import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicePresetList } from '@hotel/shared/contracts/service-presets';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** GET /api/admin/service_presets: the services a new hotel can take over. */
export async function getServicePresets() {
  const { data } = await apiClient.get<ServicePresetList>('/admin/service_presets');
  return data;
}

export const servicePresetsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.servicePresets(), queryFn: getServicePresets });

export function useServicePresets() {
  return useQuery(servicePresetsQueryOptions());
}
