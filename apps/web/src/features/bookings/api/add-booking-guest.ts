import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** POST /api/booking/{id}/guest: adds a co-guest. */
export async function addBookingGuest({ id, guest }: { id: string; guest: string }) {
  const { data } = await apiClient.post<Booking>(`/booking/${id}/guest`, { guest });
  return data;
}

export function useAddBookingGuestMutation() {
  return useMutation({
    mutationFn: addBookingGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
