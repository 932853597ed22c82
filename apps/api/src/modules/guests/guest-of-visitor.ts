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
 * The guest a public booking names: the hotel's existing guest with the visitor's email (case
 * aside), otherwise a new one. An existing guest's data stays as the hotel keeps it: an
 * anonymous visitor who typed someone's email must not overwrite their name or phone.
 */
export async function findOrCreateVisitorGuest(
  db: Db,
  hotelId: string,
  visitor: VisitorDetails,
): Promise<string> {
  const repository = createGuestsRepository(db);
  const existing = await repository.findByEmail(hotelId, visitor.email);
  if (existing) return existing.id;
  return (await repository.insert(hotelId, visitor)).id;
}
