import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema-bookings';

/**
 * Guest stays, not blocks. A block (a channel's blocked period: owner stay, maintenance) holds
 * its room and shows on the calendar, but has no guest: lists, the desk's counts, messages to
 * guests, door access, the guest app and payments leave it out.
 */
export const isGuestStay = () => eq(bookings.kind, 'stay');

/** The booking's kind; undefined when it is not the hotel's (event handlers check before work). */
export async function findBookingKind(db: Db | Tx, hotelId: string, bookingId: string) {
  const [row] = await db
    .select({ kind: bookings.kind })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.hotelId, hotelId)));
  return row?.kind;
}
