import { randomInt } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Booking, ExternalRef } from '@hotel/shared/contracts/bookings';
import { newDoorCode } from '@hotel/shared/locks';
import type { Db, Tx } from '../../db/client';
import {
  bookingGuests,
  bookingHistory,
  bookings,
  bookingServices,
  guests,
} from '../../db/schema-bookings';
import { channelReservations } from '../../db/schema-channels';
import { payments } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';
import { paymentBalance } from '@hotel/shared/payment-status';
import { findHotelSetting } from '../hotels';
import { bookingResponse } from './booking-response';

/** One booking in the contract's shape (see bookingResponse), or null. */
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
      .orderBy(desc(bookingHistory.createdAt), desc(bookingHistory.writtenOrder)),
    db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, id))
      .orderBy(asc(payments.createdAt), asc(payments.number)),
    findHotelSetting(db, hotelId),
  ]);
  return bookingResponse({
    booking,
    roomType: row.roomType,
    room: row.room,
    guests: guestRows.map((g) => g.guest),
    services: serviceRows,
    history: historyRows,
    payments: paymentRows,
    balance: paymentBalance(booking.price, setting!.currency, paymentRows),
  });
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

type BookingChange = Partial<
  Omit<typeof bookings.$inferInsert, 'id' | 'hotelId' | 'number' | 'version' | 'createdAt'>
>;

/** Writes the change and stamps updatedAt; the trigger raises the version. */
export async function updateBooking(tx: Tx, hotelId: string, id: string, change: BookingChange) {
  await tx
    .update(bookings)
    .set({ updatedAt: new Date(), ...change })
    .where(and(eq(bookings.id, id), eq(bookings.hotelId, hotelId)));
}

/** The booking's services become exactly `items`. */
export async function replaceBookingServices(
  tx: Tx,
  bookingId: string,
  items: readonly { _id: string; name: string; amount: number }[],
) {
  await tx.delete(bookingServices).where(eq(bookingServices.bookingId, bookingId));
  if (items.length) {
    await tx
      .insert(bookingServices)
      .values(items.map((s) => ({ bookingId, serviceId: s._id, name: s.name, amount: s.amount })));
  }
}

/** The hotel's booking a channel, import or API caller knows by this reference. */
export async function findByExternalRef(db: Db | Tx, hotelId: string, ref: ExternalRef) {
  const [row] = await db
    .select({ id: bookings.id, number: bookings.number, version: bookings.version })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        eq(bookings.externalSource, ref.source),
        eq(bookings.externalId, ref.id),
      ),
    );
  return row;
}

/**
 * The guest's door and self check-in code: six digits every lock provider takes (1–9, not
 * starting with "12", Nuki's keypad rule; see @hotel/shared/locks). `randomBelow(limit)` gives
 * an integer in [0, limit): cryptographic by default; the demo seed passes its repeatable one.
 */
export const newAccessCode = (
  randomBelow: (limit: number) => number = (limit) => randomInt(limit),
) => newDoorCode(randomBelow);

/**
 * The booking held as a channel conflict got a room: its channel reservation is synced again,
 * in the edit's transaction, so the sync tab and the booking never disagree.
 */
export async function markChannelConflictResolved(tx: Tx, hotelId: string, bookingId: string) {
  await tx
    .update(channelReservations)
    .set({ state: 'synced', error: null, updatedAt: new Date() })
    .where(
      and(
        eq(channelReservations.hotelId, hotelId),
        eq(channelReservations.bookingId, bookingId),
        eq(channelReservations.state, 'conflict'),
      ),
    );
}
