import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LockSimulator } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { lockKeys } from './lock-keys';

/** GET /api/lock/simulator (viewBookings): whether the simulated locks fail on purpose. */
export async function getLockSimulator() {
  const { data } = await apiClient.get<LockSimulator>('/lock/simulator');
  return data;
}

export const lockSimulatorQueryOptions = (hotelId: string | null) =>
  queryOptions({
    queryKey: lockKeys.simulator(hotelId),
    queryFn: getLockSimulator,
    enabled: Boolean(hotelId),
  });

/** Asked only while the simulator answers for the hotel's locks: the switch means nothing else. */
export function useLockSimulator({ isActive }: { isActive: boolean }) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  const options = lockSimulatorQueryOptions(hotelId);
  return useQuery({ ...options, enabled: options.enabled !== false && isActive });
}
