import { and, eq } from 'drizzle-orm';
import type { GuestAppGuest } from '@hotel/shared/contracts/guest-app';
import type { Db, Tx } from '../../db/client';
import { guests, type GuestRow } from '../../db/schema-bookings';

/** A guest of the hotel by id; another hotel's guest is none. */
export async function findGuestOfHotel(
  db: Db | Tx,
  hotelId: string,
  guestId: string,
): Promise<GuestRow | undefined> {
  const [row] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.hotelId, hotelId), eq(guests.id, guestId)));
  return row;
}

/** The signed-in guest as the app shows them (GuestAppGuest). */
export function guestAppGuestResponse(row: GuestRow): GuestAppGuest {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    email: row.email,
    nationality: row.nationality,
    birthDate: row.birthDate,
    language: row.language,
  };
}
