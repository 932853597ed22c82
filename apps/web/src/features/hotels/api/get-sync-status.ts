import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyncStatus } from '@hotel/shared/contracts/sync';
import { apiClient } from '@/lib/api-client';

export const syncKeys = {
  all: ['sync'] as const,
  status: () => [...syncKeys.all, 'status'] as const,
};

export async function getSyncStatus() {
  const { data } = await apiClient.get<SyncStatus>('/hotel/sync');
  return data;
}

export const syncStatusQueryOptions = () =>
  queryOptions({ queryKey: syncKeys.status(), queryFn: getSyncStatus });

export function useSyncStatus() {
  return useQuery(syncStatusQueryOptions());
}
