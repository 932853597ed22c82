import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LockList } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { lockKeys } from './lock-keys';

/** GET /api/lock (viewBookings): the hotel's locks, entrances and rooms apart, by name. */
export async function getLocks() {
  const { data } = await apiClient.get<LockList>('/lock', {
    params: { sortProp: 'name', sortOrder: 'asc' },
  });
  return data;
}

export const locksQueryOptions = (hotelId: string | null) =>
  queryOptions({ queryKey: lockKeys.list(hotelId), queryFn: getLocks, enabled: Boolean(hotelId) });

export function useLocks() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(locksQueryOptions(hotelId));
}
