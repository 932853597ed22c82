import type { Db } from '../../db/client';
import { findOrCreateVisitorGuest } from '../guests';
import type { ChannelReservation } from './channel-reservation';

type ChannelGuest = NonNullable<ChannelReservation['guest']>;

/**
 * The guest a channel reservation names, matched as a public booking's visitor is: the hotel's
 * guest with the same name and email (or, without an email, the same phone), else a new one.
 */
export function findOrCreateChannelGuest(db: Db, hotelId: string, guest: ChannelGuest) {
  return findOrCreateVisitorGuest(db, hotelId, {
    firstName: guest.firstName.trim(),
    lastName: guest.lastName.trim(),
    email: guest.email.trim(),
    mobile: guest.phone.trim(),
    country: '',
    language: guest.language,
  });
}
