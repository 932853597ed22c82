import type { Language } from '@hotel/shared/i18n/messages';
import type { Db } from '../../db/client';
import type { ExportFormat } from '../../lib/spreadsheet-export';
import { availabilityFor } from './booking-availability';
import { exportBookings } from './booking-export';
import { dashboard } from './booking-dashboard.repository';
import { calendar, listBookings, type ListFilter } from './booking-queries.repository';

/** The read-only views of bookings: availability, list, export, calendar and dashboard. */
export function createBookingQueries(deps: { db: Db }) {
  const { db } = deps;
  return {
    availability: (hotelId: string, stay: Parameters<typeof availabilityFor>[2]) =>
      availabilityFor(db, hotelId, stay),
    list: (hotelId: string, filter: ListFilter, paging: { limit: number; offset: number }) =>
      listBookings(db, hotelId, filter, paging),
    export: (hotelId: string, filter: ListFilter, format: ExportFormat, language: Language) =>
      exportBookings(db, hotelId, filter, format, language),
    calendar: (hotelId: string, query: Parameters<typeof calendar>[2]) =>
      calendar(db, hotelId, query),
    dashboard: (hotelId: string) => dashboard(db, hotelId),
  };
}

export type BookingQueries = ReturnType<typeof createBookingQueries>;
