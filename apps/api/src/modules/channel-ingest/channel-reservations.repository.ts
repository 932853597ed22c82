import { and, eq } from 'drizzle-orm';
import type { SyncChannel } from '@hotel/shared/contracts/sync';
import type { Db, Tx } from '../../db/client';
import {
  channelReservations,
  type CHANNEL_RESERVATION_STATES,
  type ChannelReservationRow,
} from '../../db/schema-channels';

export type ChannelReservationState = (typeof CHANNEL_RESERVATION_STATES)[number];

/** The hotel's row for a channel's reservation id (inbound, or our own booking sent there). */
export async function findChannelReservation(
  db: Db | Tx,
  hotelId: string,
  channel: SyncChannel,
  externalId: string,
): Promise<ChannelReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(channelReservations)
    .where(
      and(
        eq(channelReservations.hotelId, hotelId),
        eq(channelReservations.channel, channel),
        eq(channelReservations.externalId, externalId),
      ),
    );
  return row;
}

export interface ReservationMirror {
  hotelId: string;
  channel: SyncChannel;
  externalId: string;
  bookingId: string | null;
  state: ChannelReservationState;
  channelUnit: string;
  guestName: string;
  arrival: string;
  departure: string;
  /** Why a change was not applied (e.g. the booking is already completed), in words; or null. */
  error: string | null;
}

/**
 * Writes what the reservation is now. A row of our own booking sent to the channel keeps its
 * direction: the channel echoing it back is the same reservation.
 */
export async function saveChannelReservation(db: Db | Tx, mirror: ReservationMirror) {
  const values = {
    bookingId: mirror.bookingId,
    state: mirror.state,
    channelUnit: mirror.channelUnit,
    guestName: mirror.guestName,
    arrival: mirror.arrival,
    departure: mirror.departure,
    error: mirror.error,
  };
  await db
    .insert(channelReservations)
    .values({
      hotelId: mirror.hotelId,
      channel: mirror.channel,
      direction: 'inbound',
      externalId: mirror.externalId,
      ...values,
    })
    .onConflictDoUpdate({
      target: [
        channelReservations.hotelId,
        channelReservations.channel,
        channelReservations.externalId,
      ],
      set: { ...values, updatedAt: new Date() },
    });
}
