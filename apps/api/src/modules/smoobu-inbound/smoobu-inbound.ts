import { and, eq, isNull } from 'drizzle-orm';
import type { SmoobuReservation } from '../../adapters/channels/smoobu-api';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { channelReservations, channelSyncErrors } from '../../db/schema-channels';
import { rooms } from '../../db/schema-setup';
import type { ChannelReservationRow } from '../../db/schema-channels';
import {
  findChannelReservation,
  type ApplyChannelReservation,
  type ChannelReservation,
  type IngestResult,
} from '../channel-ingest';
import type { SmoobuApi } from '../../adapters/channels/smoobu-api';
import { readSmoobuSettings } from '../smoobu-plugin';
import { bookingNumberInNotice } from '../smoobu-outbound';
import { mapSmoobuReservation, type SmoobuMappingContext } from './smoobu-reservation-mapping';

/** What applying one Smoobu reservation did; `ignored`: its channel is set to be ignored. */
export type SmoobuApplyOutcome = IngestResult['outcome'];

/**
 * A reservation Smoobu no longer knows (deleted): canceled here as it was last seen (its dates
 * and unit from our mirror of it); undefined when it never reached us, so there is nothing to do.
 */
export function deletedSmoobuReservation(
  previous: ChannelReservationRow | undefined,
): ChannelReservation | undefined {
  if (!previous?.externalId || !previous.arrival || !previous.departure) return undefined;
  return {
    channel: 'smoobu',
    externalId: previous.externalId,
    status: 'canceled',
    kind: 'stay',
    roomId: null,
    roomTypeId: null,
    channelUnit: previous.channelUnit,
    channelName: '',
    arrival: previous.arrival,
    departure: previous.departure,
    adults: 0,
    kids: 0,
    price: null,
    notice: '',
    guest: null,
  };
}

/**
 * Applies Smoobu's reservations to one hotel: the webhook's job (one reservation, fetched by id)
 * and the pull (a list). Both read the hotel's mapping first and do nothing while the plugin is
 * off, so switching it off stops them at once.
 */
export function createSmoobuInbound(deps: {
  db: Db;
  /** The hotel's client with its stored key; null without one. */
  smoobuClientFor: (hotelId: string) => Promise<SmoobuApi | null>;
  apply: ApplyChannelReservation;
}) {
  /** The mapping and the client; null while the plugin is off, `no_key` without a stored key. */
  async function connection(hotelId: string) {
    const settings = await readSmoobuSettings(deps.db, hotelId);
    if (!settings?.enabled) return null;
    const client = await deps.smoobuClientFor(hotelId);
    if (!client) return 'no_key' as const;
    const roomRows = await deps.db
      .select({ id: rooms.id, roomTypeId: rooms.roomTypeId })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId));
    const context: SmoobuMappingContext = {
      settings,
      roomTypeOfRoom: new Map(roomRows.map((row) => [row.id, row.roomTypeId])),
    };
    return { client, context };
  }

  /**
   * Our own booking, created at Smoobu a moment ago, whose id is not stored yet (the outbound
   * job is between its POST and writing the id): not a new reservation. Once the id is stored
   * the ingest recognises the echo by it.
   */
  async function isOwnSendInFlight(hotelId: string, reservation: SmoobuReservation) {
    const number = bookingNumberInNotice(reservation.notice);
    if (number === null) return false;
    const [row] = await deps.db
      .select({ id: channelReservations.id })
      .from(channelReservations)
      .innerJoin(bookings, eq(bookings.id, channelReservations.bookingId))
      .where(
        and(
          eq(channelReservations.hotelId, hotelId),
          eq(channelReservations.channel, 'smoobu'),
          eq(channelReservations.direction, 'outbound'),
          isNull(channelReservations.externalId),
          eq(bookings.hotelId, hotelId),
          eq(bookings.number, number),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async function applyOne(
    hotelId: string,
    reservation: SmoobuReservation,
    context: SmoobuMappingContext,
  ): Promise<SmoobuApplyOutcome> {
    if (await isOwnSendInFlight(hotelId, reservation)) return 'unchanged';
    const mapped = mapSmoobuReservation(reservation, context);
    if (mapped.kind === 'ignored') return 'ignored';
    return (await deps.apply(hotelId, mapped.reservation)).outcome;
  }

  return {
    connection,
    applyOne,

    /**
     * The webhook's job: Smoobu's reservation as Smoobu answers it now (never the webhook's
     * body); one Smoobu no longer knows is canceled here. A Smoobu failure throws (the job is
     * retried); null: nothing to do (plugin off).
     */
    async applyById(hotelId: string, reservationId: string): Promise<SmoobuApplyOutcome | null> {
      const connected = await connection(hotelId);
      if (!connected || connected === 'no_key') return null;
      const reservation = await connected.client.reservation(reservationId);
      if (!reservation) {
        const previous = await findChannelReservation(deps.db, hotelId, 'smoobu', reservationId);
        const deleted = deletedSmoobuReservation(previous);
        return deleted ? (await deps.apply(hotelId, deleted)).outcome : 'unchanged';
      }
      return applyOne(hotelId, reservation, connected.context);
    },

    /**
     * Remembers a failure to reach Smoobu in words for the sync tab (never the key: Smoobu's
     * words only). The ingest records its own errors; this is for what never reached it.
     */
    async recordError(hotelId: string, message: string, externalId: string | null) {
      await deps.db
        .insert(channelSyncErrors)
        .values({ hotelId, channel: 'smoobu', message: message.slice(0, 500), externalId });
    },
  };
}

export type SmoobuInbound = ReturnType<typeof createSmoobuInbound>;
