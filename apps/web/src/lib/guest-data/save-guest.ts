import { useMutation } from '@tanstack/react-query';
import type { Guest, GuestRequest } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';
import { invalidateGuestQueries } from './invalidate-guests';

/** POST /api/guest (no id) or PUT /api/guest/{id}. */
export async function saveGuest({ id, body }: { id?: string; body: GuestRequest }) {
  const { data } = id
    ? await apiClient.put<Guest>(`/guest/${id}`, body)
    : await apiClient.post<Guest>('/guest', body);
  return data;
}

/** Saves a guest from the guest screens or straight from the booking form. */
export function useSaveGuestMutation() {
  return useMutation({ mutationFn: saveGuest, onSuccess: invalidateGuestQueries });
}
