import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SyncStatus } from '@hotel/shared/contracts/sync';
import { apiClient } from '@/lib/api-client';

export const syncKeys = {
  all: ['sync'] as const,
  status: () => [...syncKeys.all, 'status'] as const,
};

/** How often the status is asked again while a job is queued or running. */
export const SYNC_POLL_MS = 2000;

export async function getSyncStatus() {
  const { data } = await apiClient.get<SyncStatus>('/hotel/sync');
  return data;
}

/** A job of some channel has not ended yet: its result is still to come. */
export function isSyncUnderWay(status: SyncStatus | undefined) {
  return (
    status?.channels.some(
      (channel) => channel.lastJob?.status === 'queued' || channel.lastJob?.status === 'running',
    ) ?? false
  );
}

export const syncStatusQueryOptions = () =>
  queryOptions({
    queryKey: syncKeys.status(),
    queryFn: getSyncStatus,
    // After "Sync now" (or a scheduled run seen as it starts), the person sees the result
    // without reloading; a finished status is not asked again.
    refetchInterval: (query) => (isSyncUnderWay(query.state.data) ? SYNC_POLL_MS : false),
  });

export function useSyncStatus() {
  return useQuery(syncStatusQueryOptions());
}
