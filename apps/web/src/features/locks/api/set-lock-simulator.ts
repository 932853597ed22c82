import { useMutation } from '@tanstack/react-query';
import type { LockSimulator } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { lockKeys } from './lock-keys';

/** PUT /api/lock/simulator (manageHotel): make the simulator's locks fail, or work again. */
export async function setLockSimulator(body: LockSimulator) {
  const { data } = await apiClient.put<LockSimulator>('/lock/simulator', body);
  return data;
}

export function useSetLockSimulatorMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: setLockSimulator,
    onSuccess: (saved) => queryClient.setQueryData(lockKeys.simulator(hotelId), saved),
  });
}
