import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function getRoomType(id: string) {
  const { data } = await apiClient.get<RoomType>(`/room_type/${encodeURIComponent(id)}`);
  return data;
}

export const roomTypeQueryOptions = (hotelId: string | null, id: string) =>
  queryOptions({ queryKey: setupKeys.roomType(hotelId, id), queryFn: () => getRoomType(id) });

export function useRoomType(id: string | undefined) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ ...roomTypeQueryOptions(hotelId, id ?? ''), enabled: Boolean(id) });
}
