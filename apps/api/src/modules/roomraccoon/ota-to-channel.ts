import type { ChannelReservation } from '../channel-ingest';
import type { OtaReservation, OtaRoomStay } from './ota-reservations';
import { mappedRoomType, type RoomRaccoonPlugin } from './roomraccoon-plugin';
import type { KnownRoom } from './roomraccoon.repository';

/**
 * The booking id of each room of a RoomRaccoon reservation: the first room keeps RoomRaccoon's
 * id, further rooms of a multi-room reservation get `<id>/2`, `<id>/3`… in RoomStay order.
 */
export const roomExternalId = (externalId: string, index: number) =>
  index === 0 ? externalId : `${externalId}/${index + 1}`;

function noticeOf(reservation: OtaReservation, stay: OtaRoomStay | null): string {
  return [reservation.comments, stay?.priceNote ?? ''].filter(Boolean).join('\n');
}

function fromStay(
  reservation: OtaReservation,
  plugin: RoomRaccoonPlugin,
  stay: OtaRoomStay,
  index: number,
): ChannelReservation {
  return {
    channel: 'roomraccoon',
    externalId: roomExternalId(reservation.externalId, index),
    status: reservation.isCanceled ? 'canceled' : 'active',
    kind: 'stay',
    roomId: null,
    roomTypeId: mappedRoomType(plugin, stay.roomTypeCode),
    channelUnit: stay.roomTypeCode,
    channelName: reservation.channelName,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    kids: stay.kids,
    price: stay.price,
    notice: noticeOf(reservation, stay),
    guest: reservation.guest,
  };
}

function canceledKnownRoom(
  reservation: OtaReservation,
  plugin: RoomRaccoonPlugin,
  room: KnownRoom,
): ChannelReservation {
  return {
    channel: 'roomraccoon',
    externalId: room.externalId,
    status: 'canceled',
    kind: 'stay',
    roomId: null,
    roomTypeId: mappedRoomType(plugin, room.channelUnit),
    channelUnit: room.channelUnit,
    channelName: reservation.channelName,
    arrival: room.arrival,
    departure: room.departure,
    adults: 1,
    kids: 0,
    price: null,
    notice: noticeOf(reservation, null),
    guest: reservation.guest,
  };
}

/**
 * What to apply for one HotelReservation: each room it names (new, changed or canceled), and a
 * cancellation for each room known here that it no longer names (a modification that dropped a
 * room, or a cancellation without RoomStays). Nothing for a cancellation of something unknown
 * that names no rooms: there is nothing to cancel.
 */
export function channelReservationsOf(
  reservation: OtaReservation,
  plugin: RoomRaccoonPlugin,
  known: KnownRoom[],
): ChannelReservation[] {
  const named = reservation.stays.map((stay, index) => fromStay(reservation, plugin, stay, index));
  const namedIds = new Set(named.map((entry) => entry.externalId));
  const dropped = known
    .filter((room) => !namedIds.has(room.externalId))
    .map((room) => canceledKnownRoom(reservation, plugin, room));
  return [...named, ...dropped];
}
