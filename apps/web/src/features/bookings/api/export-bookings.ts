import type { BookingListQuery } from '@hotel/shared/contracts/bookings';
import { downloadExport } from '@/lib/download-export';

/** GET /api/booking/export: the filtered list (all pages) as CSV or Excel. */
export function exportBookings(
  query: Omit<BookingListQuery, 'page' | 'limit'>,
  format: 'csv' | 'xlsx',
) {
  return downloadExport('/booking/export', { ...query, format }, `bookings.${format}`);
}
