import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingListQuery, BookingListResponse } from '@hotel/shared/contracts/bookings';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { bookingKeys } from './booking-keys';

/** GET /api/booking with the list's filters, sort and page. */
export async function getBookings(query: BookingListQuery) {
  const { data } = await apiClient.get<BookingListResponse>('/booking', { params: query });
  return data;
}

export function useBookings(query: BookingListQuery) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: bookingKeys.list(hotelId, query),
    queryFn: () => getBookings(query),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
