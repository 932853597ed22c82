import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { apiClient } from '@/lib/api-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

export async function getPublicHotel(hotel: string) {
  const { data } = await apiClient.get<PublicHotel>(`/public/hotel/${encodeURIComponent(hotel)}`, {
    anonymous: true,
  });
  return data;
}

export const publicHotelQueryOptions = (hotel: string) =>
  queryOptions({
    queryKey: publicPageKeys.hotel(hotel),
    queryFn: () => getPublicHotel(hotel),
    staleTime: 5 * 60_000,
  });

export function usePublicHotel(hotel: string) {
  return useQuery(publicHotelQueryOptions(hotel));
}
