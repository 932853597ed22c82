import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  RoomServiceListQuery,
  RoomServiceListResponse,
} from '@hotel/shared/contracts/room-service';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { roomServiceKeys } from './room-service-keys';

/** GET /api/room_service/ — one day's records when `date` is given. */
export async function getRoomServices(query: RoomServiceListQuery) {
  const { data } = await apiClient.get<RoomServiceListResponse>('/room_service/', {
    params: query,
  });
  return data;
}

export function useRoomServices(query: RoomServiceListQuery, options: { enabled: boolean }) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: roomServiceKeys.list(hotelId, query),
    queryFn: () => getRoomServices(query),
    enabled: options.enabled,
    // The board stays while the next day loads, so the cards do not flicker away.
    placeholderData: keepPreviousData,
  });
}
