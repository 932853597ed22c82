import { queryOptions } from '@tanstack/react-query';
import type { PublicRoomType } from '@hotel/shared/contracts/public-booking';
import { fetchJson } from '@/lib/fetch-client';
import { publicPageKeys } from '@/features/public-page/api/public-page-keys';

/** GET /api/public/room_types/{hotel}: every room type with its prices and services. */
export const publicRoomTypesQueryOptions = (hotel: string) =>
  queryOptions({
    queryKey: publicPageKeys.roomTypes(hotel),
    queryFn: ({ signal }) =>
      fetchJson<PublicRoomType[]>(`/public/room_types/${encodeURIComponent(hotel)}`, { signal }),
    staleTime: 5 * 60_000,
  });
