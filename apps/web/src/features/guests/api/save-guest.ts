import { useMutation } from '@tanstack/react-query';
import type { Guest, GuestRequest } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { guestKeys } from './guest-keys';

/** POST /api/guest (no id) or PUT /api/guest/{id}. */
export async function saveGuest({ id, body }: { id?: string; body: GuestRequest }) {
  const { data } = id
    ? await apiClient.put<Guest>(`/guest/${id}`, body)
    : await apiClient.post<Guest>('/guest', body);
  return data;
}

export function useSaveGuestMutation() {
  return useMutation({
    mutationFn: saveGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.all }),
  });
}
