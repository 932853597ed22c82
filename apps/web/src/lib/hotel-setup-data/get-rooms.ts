import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room } from '@hotel/shared/contracts/rooms';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

/** GET /api/room?hotel=… (spec §7: the hotel as query, equal to the hotel header). */
export async function getRooms(hotelId: string | null) {
  const { data } = await apiClient.get<Room[]>('/room', {
    params: hotelId ? { hotel: hotelId } : undefined,
  });
  return data;
}

export const roomsQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: setupKeys.rooms(hotelId), queryFn: () => getRooms(hotelId) });

export function useRooms() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(roomsQueryOptions(hotelId));
}
