import { useMutation, useQuery } from '@tanstack/react-query';
import type { BookingAccess } from '@hotel/shared/contracts/locks';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

/** Under the booking root: any change of the booking (room, dates, status, payment) refetches it. */
export const bookingAccessKey = (hotelId: string | null, id: string) =>
  [...bookingKeys.all, hotelId, 'access', id] as const;

/** While the lock system is being set up, the card looks again this often. */
export const ACCESS_SYNC_REFRESH_MS = 3_000;

/** GET /api/booking/{id}/access (viewBookings): state, window, doors and the provider sync. */
export async function getBookingAccess(id: string) {
  const { data } = await apiClient.get<BookingAccess>(`/booking/${id}/access`);
  return data;
}

export function useBookingAccess(id: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: bookingAccessKey(hotelId, id),
    queryFn: () => getBookingAccess(id),
    // The sync runs in the background after each change: follow it until it has an outcome.
    refetchInterval: (query) =>
      query.state.data?.sync.status === 'pending' ? ACCESS_SYNC_REFRESH_MS : false,
  });
}

/** PUT /api/booking/{id}/access/sync (manageBookings): set the doors up again now. */
export async function syncBookingAccess(id: string) {
  const { data } = await apiClient.put<BookingAccess>(`/booking/${id}/access/sync`);
  return data;
}

export function useSyncBookingAccessMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: syncBookingAccess,
    onSuccess: (access, id) => queryClient.setQueryData(bookingAccessKey(hotelId, id), access),
  });
}
