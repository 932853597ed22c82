import { useMutation } from '@tanstack/react-query';
import type { RoomType, RoomTypeRequest } from '@hotel/shared/contracts/room-types';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** POST /api/room_type without an id, PUT /api/room_type/{id} with one. */
export async function saveRoomType({ id, body }: { id?: string; body: RoomTypeRequest }) {
  const { data } = id
    ? await apiClient.put<RoomType>(`/room_type/${id}`, body)
    : await apiClient.post<RoomType>('/room_type', body);
  return data;
}

export function useSaveRoomTypeMutation() {
  return useMutation({
    mutationFn: saveRoomType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
