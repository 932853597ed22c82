import { useMutation } from '@tanstack/react-query';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** PUT /api/booking/code/{bookingId}: a new access code; the old one stops working. */
export async function resetBookingCode(id: string) {
  const { data } = await apiClient.put<Booking>(`/booking/code/${id}`, { reset: true });
  return data;
}

export function useResetBookingCodeMutation() {
  return useMutation({
    mutationFn: resetBookingCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
