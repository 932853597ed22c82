import { useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@hotel/shared/contracts/bookings';
import { isBookableStay } from '@hotel/shared/stay-dates';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

/** GET /api/booking/availability: free rooms per room type for the stay. */
export async function getAvailability(arrival: string, departure: string, excludeBooking?: string) {
  const { data } = await apiClient.get<AvailabilityResponse>('/booking/availability', {
    params: { arrival, departure, excludeBooking },
  });
  return data;
}

export function useAvailability(arrival: string, departure: string, excludeBooking?: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: bookingKeys.availability(hotelId, arrival, departure, excludeBooking),
    queryFn: () => getAvailability(arrival, departure, excludeBooking),
    // Only a valid stay can be asked about; until then the form shows no counts.
    enabled: isBookableStay(arrival, departure),
  });
}
