import { useMutation } from '@tanstack/react-query';
import type { LockOpened } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { lockKeys } from './lock-keys';

/** GET /api/lock/{id}/open (manageBookings): opens the door now; the server records who did. */
export async function openLock(id: string) {
  const { data } = await apiClient.get<LockOpened>(`/lock/${encodeURIComponent(id)}/open`);
  return data;
}

export function useOpenLockMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: openLock,
    // A failed try is recorded as well, so the last openings change either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: lockKeys.openings(hotelId) }),
  });
}
