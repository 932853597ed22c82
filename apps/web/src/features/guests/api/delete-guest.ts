import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { guestKeys } from '@/lib/guest-data/guest-keys';

export async function deleteGuest(id: string) {
  await apiClient.delete(`/guest/${id}`);
}

export function useDeleteGuestMutation() {
  return useMutation({
    mutationFn: deleteGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.all }),
  });
}
