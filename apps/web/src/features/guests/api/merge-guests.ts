import { useMutation } from '@tanstack/react-query';
import type { Guest, GuestMergeRequest } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** PUT /api/guest/merge: the source guest disappears into the target. */
export async function mergeGuests(body: GuestMergeRequest) {
  const { data } = await apiClient.put<Guest>('/guest/merge', body);
  return data;
}

export function useMergeGuestsMutation() {
  return useMutation({
    mutationFn: mergeGuests,
    // Bookings show guest names too, so everything cached may be stale after a merge.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
