import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingGuests, guests } from '../../db/schema-bookings';
import { guestSnapshot, type GuestSnapshot } from './booking-history-snapshots';

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

export async function isGuestOnBooking(db: Db | Tx, bookingId: string, guestId: string) {
  const [row] = await db
    .select({ guestId: bookingGuests.guestId })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, bookingId), eq(bookingGuests.guestId, guestId)));
  return Boolean(row);
}

/** Puts the guests on the booking; one already on it stays as it is. */
export async function addGuestsToBooking(tx: Tx, bookingId: string, guestIds: readonly string[]) {
  if (guestIds.length === 0) return;
  await tx
    .insert(bookingGuests)
    .values(guestIds.map((guestId) => ({ bookingId, guestId })))
    .onConflictDoNothing();
}

export async function removeGuestFromBooking(tx: Tx, bookingId: string, guestId: string) {
  await tx
    .delete(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, bookingId), eq(bookingGuests.guestId, guestId)));
}
