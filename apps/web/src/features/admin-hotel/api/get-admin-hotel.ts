import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminHotel } from '@hotel/shared/contracts/admin-hotel';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

export async function getAdminHotel(hotelId: string) {
  const { data } = await apiClient.get<AdminHotel>(`/admin/hotel/${hotelId}`);
  return data;
}

export const adminHotelQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: adminKeys.hotel(hotelId), queryFn: () => getAdminHotel(hotelId) });

export function useAdminHotel(hotelId: string) {
  return useQuery(adminHotelQueryOptions(hotelId));
}
