import type { SmoobuReservation, SmoobuReservationInput } from '../../adapters/channels/smoobu-api';
import type { OutboundBooking } from './smoobu-outbound.repository';
import type { SmoobuOutboundSettings } from './smoobu-outbound-settings';

/**
 * Our booking as Smoobu should have it, and how a reservation at Smoobu is recognised as ours:
 * its notice ends with `PMS #<booking number>` (so a send whose answer was lost is found again
 * instead of sent twice, and Smoobu's users see where it came from).
 */

const MARKER = /(?:^|\n)PMS #(\d{1,10})\s*$/;
const NOTICE_MAX = 1900;

export const outboundMarker = (bookingNumber: number) => `PMS #${bookingNumber}`;

/** The booking number our marker names in a Smoobu notice; null when it has none. */
export function bookingNumberInNotice(notice: string): number | null {
  const match = MARKER.exec(notice);
  return match ? Number(match[1]) : null;
}

export interface OutboundTarget {
  apartmentId: string;
  arrival: string;
  departure: string;
  guestName: string;
  input: SmoobuReservationInput;
}

/**
 * Where and how the booking should stand at Smoobu; null when it should not be there: canceled,
 * a block, imported from Smoobu, without a room, or in a room no apartment stands for.
 */
export function outboundTargetOf(
  booking: OutboundBooking | null,
  settings: SmoobuOutboundSettings,
): OutboundTarget | null {
  if (!booking || !settings.channelId) return null;
  if (booking.kind !== 'stay' || booking.source === 'smoobu' || booking.status === 'canceled') {
    return null;
  }
  const apartmentId = booking.roomId ? settings.apartmentOfRoom.get(booking.roomId) : undefined;
  if (!apartmentId) return null;
  const firstName = booking.firstName ?? '';
  const lastName = booking.lastName ?? '';
  const notice = booking.notice.trim().slice(0, NOTICE_MAX);
  return {
    apartmentId,
    arrival: booking.arrival,
    departure: booking.departure,
    guestName: `${firstName} ${lastName}`.trim(),
    input: {
      arrivalDate: booking.arrival,
      departureDate: booking.departure,
      apartmentId,
      channelId: settings.channelId,
      firstName,
      lastName,
      email: booking.email ?? '',
      phone: booking.phone ?? '',
      adults: booking.adults,
      children: booking.kids,
      price: booking.price,
      notice: `${notice ? `${notice}\n\n` : ''}${outboundMarker(booking.number)}`,
      language: booking.language || 'de',
    },
  };
}

/** Whether Smoobu's copy differs from what we would send in what PUT can change. */
export function differsAtSmoobu(current: SmoobuReservation, input: SmoobuReservationInput) {
  return (
    current.firstName !== input.firstName ||
    current.lastName !== input.lastName ||
    current.email !== input.email ||
    current.phone !== input.phone ||
    current.adults !== input.adults ||
    current.children !== input.children ||
    current.notice.trim() !== input.notice.trim() ||
    current.price !== input.price ||
    (current.language || 'de') !== input.language
  );
}
