import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

/** GET /api/public/hotel/{id or symbol_code}: what visitors may see, without signing in. */
export interface PublicHotel {
  _id: string;
  symbol_code: string;
  name: string;
  contact: { name?: string; address: string; phone: string; email: string };
  theme_color: string;
  defaultLanguage: string;
  public_page: { enabled: boolean };
}

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
