import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** PUT /api/booking/{id}/guest: makes a guest of the booking its main guest. */
export async function makeMainGuest({ id, guest }: { id: string; guest: string }) {
  const { data } = await apiClient.put<Booking>(`/booking/${id}/guest`, { guest });
  return data;
}

export function useMakeMainGuestMutation() {
  return useMutation({
    mutationFn: makeMainGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
