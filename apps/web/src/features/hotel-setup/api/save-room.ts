import { useMutation } from '@tanstack/react-query';
import type { Room, RoomRequest } from '@hotel/shared/contracts/rooms';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** POST /api/room without an id, PUT /api/room/{id} with one. */
export async function saveRoom({ id, body }: { id?: string; body: RoomRequest }) {
  const { data } = id
    ? await apiClient.put<Room>(`/room/${id}`, body)
    : await apiClient.post<Room>('/room', body);
  return data;
}

export function useSaveRoomMutation() {
  return useMutation({
    mutationFn: saveRoom,
    // Room counts of the room types change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: setupKeys.all }),
  });
}
