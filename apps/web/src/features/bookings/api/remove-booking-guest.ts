import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { bookingKeys } from './booking-keys';

/** DELETE /api/booking/{id}/guest/{guestId} */
export async function removeBookingGuest({ id, guest }: { id: string; guest: string }) {
  await apiClient.delete(`/booking/${id}/guest/${guest}`);
}

export function useRemoveBookingGuestMutation() {
  return useMutation({
    mutationFn: removeBookingGuest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
