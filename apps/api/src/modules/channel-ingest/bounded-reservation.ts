import { MAX_MONEY_MINOR, MAX_STAY_NIGHTS } from '@hotel/shared/constants';
import { externalRefSchema } from '@hotel/shared/contracts/bookings';
import { isIsoDate, nightsBetween } from '@hotel/shared/stay-dates';
import { validationError } from '../../lib/app-error';
import type { ChannelReservation } from './channel-reservation';

/** As long as the desk's own fields may be (notice 2,000, names 100, contacts 200). */
const clip = (value: string, max: number) => value.trim().slice(0, max);

/** A party the database and pricing take: at least one adult, never thousands. */
const party = (value: number, min: number) =>
  Number.isFinite(value) ? Math.min(99, Math.max(min, Math.trunc(value))) : min;

/**
 * What a channel sent, bounded like the desk's input before anything is stored: an id the
 * external reference takes, real dates of a stay up to MAX_STAY_NIGHTS, texts cut to the desk's
 * lengths. A reservation that cannot be a stay is refused as a validation error (recorded).
 */
export function boundedReservation(reservation: ChannelReservation): ChannelReservation {
  const ref = externalRefSchema.safeParse({
    source: reservation.channel,
    id: reservation.externalId,
  });
  if (!ref.success) throw validationError([{ path: 'externalId', key: 'validation.invalid' }]);
  const { arrival, departure } = reservation;
  if (!isIsoDate(arrival) || !isIsoDate(departure)) {
    throw validationError([{ path: 'arrival', key: 'validation.dateInvalid' }]);
  }
  if (departure <= arrival) {
    throw validationError([
      { path: 'departure', key: 'validation.minimumStay', params: { days: 1 } },
    ]);
  }
  if (nightsBetween(arrival, departure) > MAX_STAY_NIGHTS) {
    throw validationError([
      { path: 'departure', key: 'validation.stayTooLong', params: { max: MAX_STAY_NIGHTS } },
    ]);
  }
  const { guest } = reservation;
  return {
    ...reservation,
    externalId: ref.data.id,
    channelUnit: clip(reservation.channelUnit, 200),
    channelName: clip(reservation.channelName, 100),
    adults: party(reservation.adults, 1),
    kids: party(reservation.kids, 0),
    price:
      reservation.price === null || !Number.isFinite(reservation.price)
        ? null
        : Math.min(MAX_MONEY_MINOR, Math.max(0, Math.round(reservation.price))),
    notice: clip(reservation.notice, 2000),
    guest: guest && {
      firstName: clip(guest.firstName, 100),
      lastName: clip(guest.lastName, 100),
      email: clip(guest.email, 200),
      phone: clip(guest.phone, 50),
      language: clip(guest.language, 10),
    },
  };
}
