import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';

/** Query keys of the calendar; under the bookings root so every booking change refreshes the chart. */
export const calendarKeys = {
  range: (hotelId: string | null, startDate: string, endDate: string) =>
    [...BOOKING_QUERIES_ROOT, hotelId, 'calendar', startDate, endDate] as const,
};
