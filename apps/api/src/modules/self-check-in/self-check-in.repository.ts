import { and, eq, lt } from 'drizzle-orm';
import type { RegistrationForm } from '@hotel/shared/contracts/guest-app';
import type { Db, Tx } from '../../db/client';
import { bookings, guests } from '../../db/schema-bookings';
import { guestLoginCodes, guestRegistrations } from '../../db/schema-guest-app';

type Executor = Db | Tx;

/** The self check-in's reads and writes; every query is scoped by hotel. */

export async function findGuestOfHotel(db: Executor, hotelId: string, guestId: string) {
  const [row] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, guestId)));
  return row;
}

export async function updateGuestDetails(
  db: Executor,
  hotelId: string,
  guestId: string,
  values: { firstName: string; lastName: string; email?: string; nationality: string },
) {
  const { email, ...rest } = values;
  await db
    .update(guests)
    // No email given keeps the stored one: an empty one must not wipe it.
    .set({ ...rest, ...(email ? { email } : {}), updatedAt: new Date() })
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, guestId)));
}

export async function findRegistration(db: Executor, hotelId: string, bookingId: string) {
  const [row] = await db
    .select()
    .from(guestRegistrations)
    .where(
      and(eq(guestRegistrations.hotelId, hotelId), eq(guestRegistrations.bookingId, bookingId)),
    );
  return row;
}

/** The registration form together with the booking number and hotel, for the PDF. */
export async function findRegistrationWithBooking(db: Db, hotelId: string, bookingId: string) {
  const [row] = await db
    .select({ registration: guestRegistrations, bookingNumber: bookings.number })
    .from(guestRegistrations)
    .innerJoin(bookings, eq(bookings.id, guestRegistrations.bookingId))
    .where(
      and(eq(guestRegistrations.hotelId, hotelId), eq(guestRegistrations.bookingId, bookingId)),
    );
  return row;
}

/** One form per booking: a second submission replaces the first. */
export async function saveRegistration(
  db: Executor,
  values: typeof guestRegistrations.$inferInsert,
) {
  const { hotelId: _hotelId, bookingId: _bookingId, ...changes } = values;
  await db
    .insert(guestRegistrations)
    .values(values)
    .onConflictDoUpdate({
      target: guestRegistrations.bookingId,
      set: { ...changes, createdAt: new Date() },
    });
}

/** Retention: forms whose `delete_after` day lies before `today`; answers how many went. */
export async function deleteExpiredRegistrations(db: Db, today: string) {
  const rows = await db
    .delete(guestRegistrations)
    .where(lt(guestRegistrations.deleteAfter, today))
    .returning({ id: guestRegistrations.id });
  return rows.length;
}

/** Retention: sign-in code rows created before `before` (their limits no longer count). */
export async function deleteOldLoginCodes(db: Db, before: Date) {
  const rows = await db
    .delete(guestLoginCodes)
    .where(lt(guestLoginCodes.createdAt, before))
    .returning({ id: guestLoginCodes.id });
  return rows.length;
}

export function toRegistrationForm(row: typeof guestRegistrations.$inferSelect): RegistrationForm {
  return {
    _id: row.id,
    bookingId: row.bookingId,
    arrival: row.arrival,
    departure: row.departure,
    firstNames: row.firstNames,
    lastName: row.lastName,
    birthDate: row.birthDate,
    nationality: row.nationality,
    documentNumber: row.documentNumber,
    companionCount: row.companionCount,
    companionNationalities: row.companionNationalities,
    deleteAfter: row.deleteAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
