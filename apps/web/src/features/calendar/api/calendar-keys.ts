import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';

/** Query keys of the calendar; under the bookings root so every booking change refreshes the chart. */
export const calendarKeys = {
  all: (hotelId: string | null) => [...BOOKING_QUERIES_ROOT, hotelId, 'calendar'] as const,
  range: (hotelId: string | null, startDate: string, endDate: string) =>
    [...calendarKeys.all(hotelId), startDate, endDate] as const,
};
