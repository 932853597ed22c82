import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import {
  bookingGuests,
  bookingHistory,
  bookings,
  bookingServices,
  type BookingHistoryRow,
  type BookingRow,
} from '../../db/schema-bookings';
import { nextHotelNumberQuery } from '../hotels';
import { historyAndEventCtes, type BookingChangeRecord } from './booking-history.repository';

export interface NewBooking {
  /** The booking row; its number comes from the hotel's counter. */
  values: Omit<typeof bookings.$inferInsert, 'number'> & { hotelId: string };
  guestIds: readonly string[];
  services: readonly { _id: string; name: string; amount: number }[];
  /** Its `created` history entry and event. */
  change: BookingChangeRecord;
}

/** The new booking's id, for the rows that refer to it in the same statement. */
const newBookingId = sql`(select id from changed_booking)`;

/**
 * Numbers and writes a new booking in one statement: the hotel's counter, the booking row, its
 * guests and services, its history entry and its event (the outbox), so the booking exists
 * completely or not at all. Answers the rows as stored, for the answer to the caller.
 */
export async function insertNumberedBooking(tx: Tx, booking: NewBooking) {
  const { values, guestIds, services } = booking;
  const ctes: SQL[] = [
    sql`counter(number) as (${nextHotelNumberQuery(tx, values.hotelId, 'lastBookingNumber').getSQL()})`,
    sql`changed_booking as (${tx
      .insert(bookings)
      .values({ ...values, number: sql`(select number from counter)` })
      .returning()
      .getSQL()})`,
  ];
  if (guestIds.length) {
    const rows = guestIds.map((guestId) => ({ bookingId: newBookingId, guestId }));
    ctes.push(sql`guest_links as (${tx.insert(bookingGuests).values(rows).getSQL()})`);
  }
  if (services.length) {
    const rows = services.map((s) => ({
      bookingId: newBookingId,
      serviceId: s._id,
      name: s.name,
      amount: s.amount,
    }));
    ctes.push(sql`service_lines as (${tx.insert(bookingServices).values(rows).getSQL()})`);
  }
  ctes.push(historyAndEventCtes(booking.change));
  const result = (await tx.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    select row_to_json(changed_booking) as booking, row_to_json(history) as history
    from changed_booking, history`)) as unknown as {
    rows: { booking: Record<string, unknown>; history: Record<string, unknown> }[];
  };
  const [row] = result.rows;
  return {
    booking: rowFromJson(bookings, row!.booking) satisfies BookingRow,
    history: rowFromJson(bookingHistory, row!.history) satisfies BookingHistoryRow,
  };
}
