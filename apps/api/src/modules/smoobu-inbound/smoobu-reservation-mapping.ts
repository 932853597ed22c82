import { SMOOBU_KNOWN_CHANNELS, type SmoobuChannelDisplay } from '@hotel/shared/contracts/smoobu';
import type { SmoobuReservation } from '../../adapters/channels/smoobu-api';
import type { ChannelReservation } from '../channel-ingest';
import type { SmoobuSettings } from '../smoobu-plugin';

/** What a Smoobu reservation becomes here: applied through the ingest, or ignored (its channel). */
export type SmoobuMapping =
  { kind: 'apply'; reservation: ChannelReservation } | { kind: 'ignored'; externalId: string };

/** The hotel's mapping, loaded once per webhook or pull: apartments, channels, rooms. */
export interface SmoobuMappingContext {
  settings: Pick<SmoobuSettings, 'apartments' | 'channels'>;
  /** This hotel's rooms: room id → its room type id (a mapped room deleted since is unmapped). */
  roomTypeOfRoom: ReadonlyMap<string, string>;
}

/** How the hotel chose to show the channel; Smoobu's well-known ones by default, else bookings. */
export function channelDisplay(
  settings: Pick<SmoobuSettings, 'channels'>,
  channelId: string,
): SmoobuChannelDisplay {
  const chosen = settings.channels.find((channel) => channel.id === channelId);
  if (chosen) return chosen.display;
  return SMOOBU_KNOWN_CHANNELS.find((channel) => channel.id === channelId)?.display ?? 'booking';
}

/** "Anna Maria Brandstätter" → first "Anna Maria", last "Brandstätter" when Smoobu gave no parts. */
function guestNameParts(reservation: SmoobuReservation) {
  const firstName = reservation.firstName.trim();
  const lastName = reservation.lastName.trim();
  if (firstName || lastName) return { firstName, lastName };
  const words = reservation.guestName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: '', lastName: words[0] ?? '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/**
 * Maps a reservation as Smoobu answers it (fetched by id, never taken from a webhook's body)
 * to what the ingest applies: the apartment to its room (and that room's type) or to nothing,
 * the channel to a booking, a blocked period or nothing at all.
 */
export function mapSmoobuReservation(
  reservation: SmoobuReservation,
  context: SmoobuMappingContext,
): SmoobuMapping {
  const display = channelDisplay(context.settings, reservation.channel.id);
  if (display === 'ignore') return { kind: 'ignored', externalId: reservation.id };
  const mappedRoom =
    context.settings.apartments.find((apartment) => apartment.id === reservation.apartment.id)
      ?.room ?? null;
  const roomTypeId = mappedRoom ? (context.roomTypeOfRoom.get(mappedRoom) ?? null) : null;
  const isBlock = reservation.isBlocked || display === 'block';
  const { firstName, lastName } = guestNameParts(reservation);
  return {
    kind: 'apply',
    reservation: {
      channel: 'smoobu',
      externalId: reservation.id,
      status: reservation.type === 'cancellation' ? 'canceled' : 'active',
      kind: isBlock ? 'block' : 'stay',
      roomId: roomTypeId ? mappedRoom : null,
      roomTypeId,
      channelUnit: reservation.apartment.name || reservation.apartment.id,
      channelName: reservation.channel.name,
      arrival: reservation.arrival,
      departure: reservation.departure,
      adults: isBlock ? 0 : Math.max(1, reservation.adults),
      kids: isBlock ? 0 : Math.max(0, reservation.children),
      price: isBlock ? null : reservation.price,
      notice: reservation.notice,
      guest: isBlock
        ? null
        : {
            firstName,
            lastName,
            email: reservation.email,
            phone: reservation.phone,
            language: reservation.language,
          },
    },
  };
}
