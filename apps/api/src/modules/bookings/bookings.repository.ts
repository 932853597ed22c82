import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Booking, ExternalRef } from '@hotel/shared/contracts/bookings';
import { newDoorCode } from '@hotel/shared/locks';
import { nightsBetween } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import {
  bookingGuests,
  bookingHistory,
  bookings,
  bookingServices,
  guests,
  type BookingHistoryRow,
} from '../../db/schema-bookings';
import { channelReservations } from '../../db/schema-channels';
import { payments } from '../../db/schema-operations';
import { rooms, roomTypes, services } from '../../db/schema-setup';
import { paymentBalance } from '@hotel/shared/payment-status';
import { findHotelSetting } from '../hotels';
import { bookingPaymentResponse } from './booking-payment-response';

const guestSummary = (row: typeof guests.$inferSelect) => ({
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  mobile: row.mobile,
  company: row.company,
  vip: row.vip,
});

/** A history row as the contract shows it; `user` stays for the staff member who did it. */
function historyEntry(row: BookingHistoryRow): Booking['history'][number] {
  return {
    _id: row.id,
    action: row.action as Booking['history'][number]['action'],
    user:
      row.actorKind === 'staff' && row.userName !== null
        ? { _id: row.userId, name: row.userName }
        : null,
    actor: row.userName === null ? null : { kind: row.actorKind, name: row.userName },
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  };
}

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
    externalRef:
      booking.externalSource && booking.externalId
        ? { source: booking.externalSource as ExternalRef['source'], id: booking.externalId }
        : null,
    kind: booking.kind,
    channelConflict: booking.channelConflict,
    version: booking.version,
    history: historyRows.map(historyEntry),
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

/** A room of the hotel, or undefined. */
export async function findRoomOfHotel(db: Db | Tx, hotelId: string, roomId: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId)));
  return row;
}

/** The hotel's services among the given ids (unknown or foreign ids are left out). */
export async function findServicesOfHotel(db: Db | Tx, hotelId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(services)
    .where(and(eq(services.hotelId, hotelId), inArray(services.id, [...ids])));
}

export async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert) {
  const [row] = await tx.insert(bookings).values(values).returning({ id: bookings.id });
  return row!.id;
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

/** The booking's services become exactly `items` (a new booking has none to remove). */
export async function replaceBookingServices(
  tx: Tx,
  bookingId: string,
  items: readonly { _id: string; name: string; amount: number }[],
  isNewBooking = false,
) {
  if (!isNewBooking) {
    await tx.delete(bookingServices).where(eq(bookingServices.bookingId, bookingId));
  }
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
