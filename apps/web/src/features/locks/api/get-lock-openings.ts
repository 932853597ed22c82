import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { lockOpeningListSchema } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { lockKeys } from './lock-keys';

export type LockOpeningList = z.infer<typeof lockOpeningListSchema>;

/** How many of the last openings the quick-lock dialog lists. */
export const LAST_OPENINGS_LIMIT = 10;

/** GET /api/lock/openings (viewBookings): the hotel's last openings and failed tries, newest first. */
export async function getLockOpenings() {
  const { data } = await apiClient.get<LockOpeningList>('/lock/openings', {
    params: { limit: LAST_OPENINGS_LIMIT },
  });
  return data;
}

export const lockOpeningsQueryOptions = (hotelId: string | null) =>
  queryOptions({
    queryKey: lockKeys.openings(hotelId),
    queryFn: getLockOpenings,
    enabled: Boolean(hotelId),
    // Others open doors too: the list is read fresh each time it is shown.
    staleTime: 0,
  });

export function useLockOpenings() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(lockOpeningsQueryOptions(hotelId));
}
