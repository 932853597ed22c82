import { useMutation } from '@tanstack/react-query';
import type {
  RoomService,
  RoomServiceListResponse,
  RoomServiceUpdateRequest,
} from '@hotel/shared/contracts/room-service';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { invalidateRoomServiceQueries } from './invalidate-room-services';
import { roomServiceKeys } from './room-service-keys';

/** PUT /api/room_service/{id} — status and notice (spec §7). */
export async function updateRoomService({
  id,
  body,
}: {
  id: string;
  body: RoomServiceUpdateRequest;
}) {
  const { data } = await apiClient.put<RoomService>(`/room_service/${id}`, body);
  return data;
}

/** Puts the saved record into every cached day list at once, before the refetch confirms it. */
function replaceInLists(saved: RoomService) {
  queryClient.setQueriesData<RoomServiceListResponse>(
    { queryKey: roomServiceKeys.all },
    (list) =>
      list && {
        ...list,
        items: list.items.map((item) => (item._id === saved._id ? saved : item)),
      },
  );
}

export function useUpdateRoomServiceMutation() {
  return useMutation({
    mutationFn: updateRoomService,
    onSuccess: async (saved) => {
      replaceInLists(saved);
      await invalidateRoomServiceQueries();
    },
  });
}
