import { useMutation } from '@tanstack/react-query';
import type { Booking, BookingCreateRequest } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** POST /api/booking/ */
export async function createBooking(body: BookingCreateRequest) {
  const { data } = await apiClient.post<Booking>('/booking/', body);
  return data;
}

export function useCreateBookingMutation() {
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
