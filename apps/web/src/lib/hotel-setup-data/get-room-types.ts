import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomType } from '@hotel/shared/contracts/room-types';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { setupKeys } from '@/lib/hotel-setup-data/setup-keys';

export async function getRoomTypes() {
  const { data } = await apiClient.get<RoomType[]>('/room_type');
  return data;
}

export const roomTypesQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: setupKeys.roomTypes(hotelId), queryFn: getRoomTypes });

export function useRoomTypes() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(roomTypesQueryOptions(hotelId));
}
