import { useMutation } from '@tanstack/react-query';
import type { Lock, LockInput } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { lockKeys } from './lock-keys';

/** POST /api/lock without an id, PUT /api/lock/{id} with one (manageBookings). */
export async function saveLock({ id, body }: { id?: string; body: LockInput }) {
  const { data } = id
    ? await apiClient.put<Lock>(`/lock/${encodeURIComponent(id)}`, body)
    : await apiClient.post<Lock>('/lock', body);
  return data;
}

export function useSaveLockMutation() {
  return useMutation({
    mutationFn: saveLock,
    // The list, and the names in the last openings.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockKeys.all }),
  });
}
