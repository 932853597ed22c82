import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { nightsBetween } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import {
  bookingGuests,
  bookingHistory,
  bookings,
  bookingServices,
  guests,
  type BookingChangeRow,
} from '../../db/schema-bookings';
import { payments } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';
import { paymentBalance } from '@hotel/shared/payment-status';
import { findHotelSetting } from '../hotels/hotel-setting';
import { bookingPaymentResponse } from '../payments/payment-response';
import { guestSnapshot, type GuestSnapshot } from './booking-history-snapshots';

const guestSummary = (row: typeof guests.$inferSelect) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  company: row.company,
  vip: row.vip,
});

/** One booking in the contract's shape: guests main first, history newest first. */
export async function loadBooking(
  db: Db | Tx,
  hotelId: string,
  id: string,
): Promise<Booking | null> {
  const [row] = await db
    .select({ booking: bookings, roomType: roomTypes, room: rooms })
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.id, id), eq(bookings.hotelId, hotelId)));
  if (!row) return null;
  const { booking } = row;
  // Independent reads: on PostgreSQL the pool runs them side by side.
  const [guestRows, serviceRows, historyRows, paymentRows, setting] = await Promise.all([
    db
      .select({ guest: guests })
      .from(bookingGuests)
      .innerJoin(guests, eq(guests.id, bookingGuests.guestId))
      .where(eq(bookingGuests.bookingId, id))
      .orderBy(asc(bookingGuests.createdAt), asc(guests.lastName)),
    db
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, id))
      .orderBy(asc(bookingServices.name)),
    db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, id))
      .orderBy(desc(bookingHistory.createdAt), desc(bookingHistory.id)),
    db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, id))
      .orderBy(asc(payments.createdAt), asc(payments.number)),
    findHotelSetting(db, hotelId),
  ]);
  const balance = paymentBalance(booking.price, setting!.currency, paymentRows);
  const main = guestRows.find((g) => g.guest.id === booking.mainGuestId)?.guest ?? null;
  const others = guestRows.filter((g) => g.guest.id !== booking.mainGuestId).map((g) => g.guest);
  return {
    _id: booking.id,
    number: booking.number,
    status: booking.status,
    source: booking.source,
    roomType: { _id: row.roomType.id, name: row.roomType.name, shortCode: row.roomType.shortCode },
    room: row.room ? { _id: row.room.id, number: row.room.number } : null,
    mainGuest: main ? guestSummary(main) : null,
    guests: [...(main ? [main] : []), ...others].map(guestSummary),
    arrival: booking.arrival,
    departure: booking.departure,
    nights: nightsBetween(booking.arrival, booking.departure),
    adults: booking.adults,
    kids: booking.kids,
    extraBeds: booking.extraBeds,
    services: serviceRows.map((s) => ({ _id: s.serviceId, name: s.name, amount: s.amount })),
    price: booking.price,
    computedPrice: booking.computedPrice,
    isPriceOverridden: booking.priceOverridden,
    accessCode: booking.accessCode,
    notice: booking.notice,
    selfCheckInCompleted: booking.selfCheckInCompleted,
    history: historyRows.map((h) => ({
      _id: h.id,
      action: h.action as Booking['history'][number]['action'],
      user: h.userName === null ? null : { _id: h.userId, name: h.userName },
      changes: h.changes,
      createdAt: h.createdAt.toISOString(),
    })),
    payments: paymentRows.map(bookingPaymentResponse),
    paidAmount: balance.paid,
    openAmount: balance.open,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/**
 * The booking row locked for the rest of the transaction. Every change of an existing booking
 * takes this lock first, so an edit and a status change (complete, cancel) cannot interleave:
 * the second waits and then sees what the first wrote.
 */
export async function lockBooking(tx: Tx, hotelId: string, id: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.hotelId, hotelId)))
    .for('update');
  return row;
}

/** The services on a booking with the names they were priced under. */
export async function servicesOf(tx: Tx, bookingId: string) {
  return tx
    .select({ _id: bookingServices.serviceId, name: bookingServices.name })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, bookingId));
}

export interface Actor {
  id: string;
  firstName: string;
  lastName: string;
}

export async function writeHistory(
  tx: Tx,
  bookingId: string,
  action: string,
  actor: Actor | null,
  changes: BookingChangeRow[] = [],
) {
  await tx.insert(bookingHistory).values({
    bookingId,
    action,
    userId: actor?.id ?? null,
    userName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : null,
    changes,
  });
}

/** The given guests that belong to the hotel, by id, as the history shows them. */
export async function guestsOfHotel(
  db: Db | Tx,
  hotelId: string,
  ids: string[],
): Promise<Map<string, GuestSnapshot>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: guests.id, firstName: guests.firstName, lastName: guests.lastName })
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), inArray(guests.id, ids)));
  return new Map(rows.map((row) => [row.id, guestSnapshot(row)]));
}

/**
 * Six random digits for the guest's door and self check-in. `randomBelow(limit)` gives an
 * integer in [0, limit): cryptographic by default; the demo seed passes its repeatable one.
 */
export const newAccessCode = (
  randomBelow: (limit: number) => number = (limit) => randomInt(limit),
) => String(randomBelow(1_000_000)).padStart(6, '0');
