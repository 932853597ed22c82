import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelConfiguration } from '@hotel/shared/contracts/admin-hotel';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export async function getHotelConfiguration(hotelId: string) {
  const { data } = await apiClient.get<HotelConfiguration>(`/admin/hotel/${hotelId}/configuration`);
  return data;
}

export const hotelConfigurationQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: adminKeys.hotelConfiguration(hotelId),
    queryFn: () => getHotelConfiguration(hotelId),
  });

export function useHotelConfiguration(hotelId: string) {
  return useQuery(hotelConfigurationQueryOptions(hotelId));
}
