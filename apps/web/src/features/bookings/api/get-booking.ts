import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

export async function getBooking(id: string) {
  const { data } = await apiClient.get<Booking>(`/booking/${id}`);
  return data;
}

export function useBooking(id: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: bookingKeys.detail(hotelId, id), queryFn: () => getBooking(id) });
}
