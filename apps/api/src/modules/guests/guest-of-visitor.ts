import type { Db } from '../../db/client';
import { createGuestsRepository } from './guests.repository';

export interface VisitorDetails {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  country: string;
  language: string;
}

/**
 * The guest a public booking (or a channel reservation) names: the hotel's existing guest with
 * the visitor's email AND name (case aside; without an email, the mobile), otherwise a new one. An email alone is not enough: anyone may type anyone's
 * email, and the booking (and its answer) would then carry a stranger's guest record; a couple
 * sharing an address would lose the booker's own name and phone. Staff merge real duplicates.
 * An existing guest's data stays as the hotel keeps it.
 */
export async function findOrCreateVisitorGuest(
  db: Db,
  hotelId: string,
  visitor: VisitorDetails,
): Promise<{ id: string; created: boolean }> {
  const repository = createGuestsRepository(db);
  const existing = await repository.findByContactAndName(hotelId, visitor);
  if (existing) return { id: existing.id, created: false };
  return { id: (await repository.insert(hotelId, visitor)).id, created: true };
}

/**
 * The visitor's booking failed after their guest was created (the last room went to someone
 * else): the guest goes again, so no personal data stays without a booking. A guest some
 * booking names meanwhile stays.
 */
export async function removeUnusedVisitorGuest(db: Db, hotelId: string, guestId: string) {
  const repository = createGuestsRepository(db);
  const row = await repository.find(hotelId, guestId);
  if (row && Number(row.bookingCount) === 0) await repository.delete(hotelId, guestId);
}
