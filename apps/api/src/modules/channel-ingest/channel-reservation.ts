import type { BookingKind } from '@hotel/shared/booking-status';
import type { SyncChannel } from '@hotel/shared/contracts/sync';

/**
 * A channel's reservation as the ingest applies it, whatever the channel (Smoobu's JSON,
 * RoomRaccoon's OTA XML): each channel's mapper fills this from what it was sent (after
 * verifying it), using the hotel's apartment or room type mapping.
 */
export interface ChannelReservation {
  channel: SyncChannel;
  /** The channel's reservation id: the booking's external reference. */
  externalId: string;
  status: 'active' | 'canceled';
  /** `block`: a blocked period (owner stay, maintenance), stored without a guest. */
  kind: BookingKind;
  /** The mapped room (Smoobu apartment → room); null when the channel names a room type only. */
  roomId: string | null;
  /** The mapped room type; null together with roomId: the unit is mapped to nothing here. */
  roomTypeId: string | null;
  /** The apartment or room type as the channel names it ("Apartment Seeblick", "DZ"). */
  channelUnit: string;
  /** The channel the guest booked through ("Airbnb", "Booking.com"). */
  channelName: string;
  arrival: string;
  departure: string;
  adults: number;
  kids: number;
  /** Minor units; null: priced like a desk booking. */
  price: number | null;
  notice: string;
  guest: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    language: string;
  } | null;
}

/** What applying a reservation did. */
export type IngestOutcome =
  'created' | 'updated' | 'canceled' | 'unchanged' | 'conflict' | 'unmapped' | 'ignored';

export interface IngestResult {
  outcome: IngestOutcome;
  /** The booking (or block) standing for the reservation; null when none does. */
  bookingId: string | null;
}

/** The ingest bound to its dependencies (composition): applies one channel reservation. */
export type ApplyChannelReservation = (
  hotelId: string,
  reservation: ChannelReservation,
) => Promise<IngestResult>;
