import { useMutation } from '@tanstack/react-query';
import type { SyncJob } from '@hotel/shared/contracts/sync';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { syncKeys } from '@/features/hotels/api/get-sync-status';

export async function requestSync() {
  const { data } = await apiClient.put<{ jobs: SyncJob[] }>('/hotel/sync');
  return data.jobs;
}

export function useRequestSyncMutation() {
  return useMutation({
    mutationFn: requestSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syncKeys.all }),
  });
}
