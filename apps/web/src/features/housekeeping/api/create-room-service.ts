import { useMutation } from '@tanstack/react-query';
import type { RoomService, RoomServiceCreateRequest } from '@hotel/shared/contracts/room-service';
import { apiClient } from '@/lib/api-client';
import { invalidateRoomServiceQueries } from './invalidate-room-services';

/** POST /api/room_service/ — a manual record. */
export async function createRoomService(body: RoomServiceCreateRequest) {
  const { data } = await apiClient.post<RoomService>('/room_service/', body);
  return data;
}

export function useCreateRoomServiceMutation() {
  return useMutation({
    mutationFn: createRoomService,
    onSuccess: () => invalidateRoomServiceQueries(),
  });
}
