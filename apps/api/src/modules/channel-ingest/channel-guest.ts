import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guests } from '../../db/schema-bookings';
import type { ChannelReservation } from './channel-reservation';

type ChannelGuest = NonNullable<ChannelReservation['guest']>;

/**
 * The guest a channel reservation names: the hotel's guest with the same name and the same email
 * (or, without an email, the same phone), otherwise a new one. A name alone is not enough: two
 * "Anna Weber"s are two guests until staff merge them. Like the public page, an existing guest's
 * data stays as the hotel keeps it.
 */
export async function findOrCreateChannelGuest(
  db: Db,
  hotelId: string,
  guest: ChannelGuest,
): Promise<{ id: string; created: boolean }> {
  const email = guest.email.trim().toLowerCase();
  const phone = guest.phone.replace(/\s+/g, '');
  const contact = email
    ? sql`lower(${guests.email}) = ${email}`
    : phone
      ? sql`replace(${guests.mobile}, ' ', '') = ${phone}`
      : undefined;
  if (contact) {
    const [existing] = await db
      .select({ id: guests.id })
      .from(guests)
      .where(
        and(
          eq(guests.hotelId, hotelId),
          contact,
          sql`lower(${guests.firstName}) = ${guest.firstName.trim().toLowerCase()}`,
          sql`lower(${guests.lastName}) = ${guest.lastName.trim().toLowerCase()}`,
        ),
      )
      .orderBy(asc(guests.createdAt), asc(guests.id))
      .limit(1);
    if (existing) return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(guests)
    .values({
      hotelId,
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
      mobile: guest.phone.trim(),
      language: guest.language,
    })
    .returning({ id: guests.id });
  return { id: row!.id, created: true };
}
