import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOTEL_HEADER } from '@hotel/shared/constants';
import type { LockList } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { adminKeys } from '@/lib/admin-data/admin-keys';

/** GET /api/lock for another hotel than the current one: super admins pass its header. */
export async function getHotelLocks(hotelId: string) {
  const { data } = await apiClient.get<LockList>('/lock', {
    headers: { [HOTEL_HEADER]: hotelId },
  });
  return data;
}

export const hotelLocksQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: adminKeys.hotelLocks(hotelId),
    queryFn: () => getHotelLocks(hotelId),
  });

export function useHotelLocks(hotelId: string) {
  return useQuery(hotelLocksQueryOptions(hotelId));
}
