import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, domainEvents } from '../../db/schema-bookings';
import { payments } from '../../db/schema-operations';
import { rooms } from '../../db/schema-setup';
import { findHoldingStays } from '../bookings';

/**
 * A room of the type free for the whole stay that has no price of its own (so the booking
 * costs what the visitor was quoted), lowest number first; undefined when none qualifies.
 */
export async function findFreeRoomAtTypePrice(
  db: Db,
  stay: { hotelId: string; roomTypeId: string; arrival: string; departure: string },
): Promise<string | undefined> {
  const [candidates, held] = await Promise.all([
    db
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          eq(rooms.hotelId, stay.hotelId),
          eq(rooms.roomTypeId, stay.roomTypeId),
          isNull(rooms.basePrice),
        ),
      )
      .orderBy(sql`length(${rooms.number})`, asc(rooms.number)),
    findHoldingStays(db, stay),
  ]);
  const taken = new Set(held.map((entry) => entry.roomId));
  return candidates.find((room) => !taken.has(room.id))?.id;
}

/** The hotel a booking belongs to (the receipt was already checked). */
export async function findHotelOfBooking(db: Db, bookingId: string) {
  const [row] = await db
    .select({ hotelId: bookings.hotelId, source: bookings.source })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * How the visitor chose to pay: the booking row does not hold it (on arrival and bank transfer
 * record no payment), the `booking.created` event of the public page does.
 */
export async function findChosenPaymentMethod(db: Db, hotelId: string, bookingId: string) {
  const [row] = await db
    .select({ method: sql<string | null>`${domainEvents.payload} ->> 'paymentMethod'` })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.hotelId, hotelId),
        eq(domainEvents.type, 'booking.created'),
        sql`${domainEvents.payload} ->> 'bookingId' = ${bookingId}`,
      ),
    )
    .limit(1);
  return row?.method ?? null;
}

/**
 * Where the visitor can still pay online: the newest online payment of the booking that is not
 * paid, canceled or expired, with its checkout's address. Read for every answer, so a visitor
 * who canceled at the checkout, reloaded or retried still finds their way to pay.
 */
export async function findOpenCheckoutUrl(db: Db, bookingId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: payments.providerUrl })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.method, 'online'),
        inArray(payments.status, ['new', 'pending']),
        isNotNull(payments.providerUrl),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.url ?? null;
}
