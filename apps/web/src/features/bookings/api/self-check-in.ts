import { useMutation, useQuery } from '@tanstack/react-query';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { RegistrationForm } from '@hotel/shared/contracts/guest-app';
import { httpStatusOf } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { downloadExport } from '@/lib/download-export';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

/** PUT /api/booking/{id}/self_check_in (manageBookings): confirm by hand, or withdraw it. */
export async function setSelfCheckIn(id: string, completed: boolean) {
  const { data } = await apiClient.put<Booking>(`/booking/${id}/self_check_in`, { completed });
  return data;
}

export function useSetSelfCheckInMutation() {
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      setSelfCheckIn(id, completed),
    // The flag, the history entry and the arrivals list all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** GET /api/booking/{id}/registration: the form on file; none (404) is null, not an error. */
export async function getRegistrationForm(id: string): Promise<RegistrationForm | null> {
  try {
    const { data } = await apiClient.get<RegistrationForm>(`/booking/${id}/registration`);
    return data;
  } catch (error) {
    if (httpStatusOf(error) === 404) return null;
    throw error;
  }
}

export function useRegistrationForm(id: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    // Under the booking's root: completing or withdrawing the check-in refreshes it too.
    queryKey: [...bookingKeys.all, hotelId, 'registration', id] as const,
    queryFn: () => getRegistrationForm(id),
  });
}

/** GET /api/booking/{id}/registration.pdf with the staff token, saved as a file. */
export function downloadRegistrationPdf(id: string, bookingNumber: number) {
  return downloadExport(`/booking/${id}/registration.pdf`, {}, `registration-${bookingNumber}.pdf`);
}
