import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function deleteRoomType(id: string) {
  await apiClient.delete(`/room_type/${id}`);
}

export function useDeleteRoomTypeMutation() {
  return useMutation({
    mutationFn: deleteRoomType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
