import type { Language } from '@hotel/shared/i18n/messages';
import type { Db } from '../../db/client';
import type { ExportFormat } from '../../lib/spreadsheet-export';
import { findRoomTypeAvailability } from './booking-availability-counts.repository';
import { exportBookings } from './booking-export';
import { dashboard } from './booking-dashboard.repository';
import { calendarJson, type CalendarQuery } from './booking-calendar.repository';
import { listBookings, type ListFilter } from './booking-queries.repository';

/** The read-only views of bookings: availability, list, export, calendar and dashboard. */
export function createBookingQueries(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** What each room type has free over the stay, for GET /booking/availability. */
    availability: async (
      hotelId: string,
      stay: { arrival: string; departure: string; excludeBooking?: string },
    ) => ({
      roomTypes: await findRoomTypeAvailability(db, {
        hotelId,
        arrival: stay.arrival,
        departure: stay.departure,
        excludeBookingId: stay.excludeBooking,
      }),
    }),
    list: (hotelId: string, filter: ListFilter, paging: { limit: number; offset: number }) =>
      listBookings(db, hotelId, filter, paging),
    export: (hotelId: string, filter: ListFilter, format: ExportFormat, language: Language) =>
      exportBookings(db, hotelId, filter, format, language),
    /** The calendar's response body, already JSON text. */
    calendarJson: (hotelId: string, query: CalendarQuery) => calendarJson(db, hotelId, query),
    dashboard: (hotelId: string) => dashboard(db, hotelId),
  };
}

export type BookingQueries = ReturnType<typeof createBookingQueries>;
