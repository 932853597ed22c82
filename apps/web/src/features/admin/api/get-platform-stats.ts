import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformStats } from '@hotel/shared/contracts/admin';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export async function getPlatformStats() {
  const { data } = await apiClient.get<PlatformStats>('/admin/stats');
  return data;
}

export const platformStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getPlatformStats });

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
