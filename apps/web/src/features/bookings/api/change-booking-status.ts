import { useMutation } from '@tanstack/react-query';
import type { BookingStatus } from '@hotel/shared/booking-status';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** PUT /api/booking/status */
export async function changeBookingStatus(body: { id: string; status: BookingStatus }) {
  const { data } = await apiClient.put<Booking>('/booking/status', body);
  return data;
}

export function useChangeBookingStatusMutation() {
  return useMutation({
    mutationFn: changeBookingStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
