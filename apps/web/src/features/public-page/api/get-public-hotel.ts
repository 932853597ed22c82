import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { fetchJson } from '@/lib/fetch-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

export async function getPublicHotel(hotel: string) {
  return fetchJson<PublicHotel>(`/public/hotel/${encodeURIComponent(hotel)}`);
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
