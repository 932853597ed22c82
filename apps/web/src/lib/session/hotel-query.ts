import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hotel } from '@hotel/shared/contracts/hotel';
import { apiClient } from '@/lib/api-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

export async function fetchHotel(hotelId: string) {
  const { data } = await apiClient.get<Hotel>(`/hotel/${encodeURIComponent(hotelId)}`);
  return data;
}

export const hotelQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: hotelKeys.detail(hotelId), queryFn: () => fetchHotel(hotelId) });

/** The hotel the staff member is working in right now (the one sent as the hotel header). */
export function useCurrentHotel() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ ...hotelQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
}
