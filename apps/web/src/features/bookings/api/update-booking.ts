import { useMutation } from '@tanstack/react-query';
import type { Booking, BookingUpdateRequest } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** PUT /api/booking/{id} */
export async function updateBooking({ id, body }: { id: string; body: BookingUpdateRequest }) {
  const { data } = await apiClient.put<Booking>(`/booking/${id}`, body);
  return data;
}

export function useUpdateBookingMutation() {
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
