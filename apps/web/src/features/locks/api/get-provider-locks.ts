import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderLockList } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { lockKeys } from './lock-keys';

/** GET /api/lock/provider_locks (manageBookings): the locks the provider knows, to pick an id. */
export async function getProviderLocks() {
  const { data } = await apiClient.get<ProviderLockList>('/lock/provider_locks');
  return data;
}

export const providerLocksQueryOptions = (hotelId: string | null) =>
  queryOptions({
    queryKey: lockKeys.providerLocks(hotelId),
    queryFn: getProviderLocks,
    enabled: Boolean(hotelId),
  });

export function useProviderLocks() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery(providerLocksQueryOptions(hotelId));
}
