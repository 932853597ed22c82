import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '@hotel/shared/contracts/booking-calendar';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { calendarKeys } from './calendar-keys';

/** GET /api/booking/calendar — all room types; the page filters, so the filter keeps its options. */
export async function getCalendar(startDate: string, endDate: string) {
  const { data } = await apiClient.get<CalendarResponse>('/booking/calendar', {
    params: { startDate, endDate },
  });
  return data;
}

export function useCalendar(startDate: string, endDate: string) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({
    queryKey: calendarKeys.range(hotelId, startDate, endDate),
    queryFn: () => getCalendar(startDate, endDate),
    // No range yet while the hotel's today is unknown.
    enabled: startDate !== '',
    placeholderData: keepPreviousData,
  });
}
