import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function deleteRoom(id: string) {
  await apiClient.delete(`/room/${id}`);
}

export function useDeleteRoomMutation() {
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
