import { BOOKING_QUERIES_ROOT } from '@/lib/booking-query-root';

/** Under the bookings root, so creating, moving or changing a booking refreshes the dashboard. */
export const dashboardKeys = {
  summary: (hotelId: string | null) => [...BOOKING_QUERIES_ROOT, hotelId, 'dashboard'] as const,
};
