import { useMutation } from '@tanstack/react-query';
import type { Guest, GuestRequest } from '@hotel/shared/contracts/guests';
import { apiClient } from '@/lib/api-client';

/** POST /api/guest: a new guest straight from the booking form. */
export async function createGuest(body: GuestRequest) {
  const { data } = await apiClient.post<Guest>('/guest', body);
  return data;
}

export function useCreateGuestMutation() {
  return useMutation({ mutationFn: createGuest });
}
