import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withPluginReplaced } from '../../db/hotel-plugins';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { channelReservations, channelSyncState } from '../../db/schema-channels';
import { roomTypes } from '../../db/schema-setup';
import { escapeLike } from '../../lib/escape-like';
import { ensureChannelSyncState, newInboundToken } from '../channel-ingest';

const CHANNEL = 'roomraccoon';

export interface KnownRoom {
  externalId: string;
  arrival: string;
  departure: string;
  channelUnit: string;
}

/** The hotel's RoomRaccoon settings, its endpoint token and what the OTA endpoint reads. */
export function createRoomRaccoonRepository(db: Db) {
  return {
    async hotel(hotelId: string) {
      const [row] = await db
        .select({ plugins: hotels.plugins, setting: hotels.setting })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return row;
    },

    /** Writes only the `roomraccoon` key of `plugins`: the other plugins stay as they are. */
    async savePlugin(hotelId: string, plugin: Record<string, unknown>): Promise<void> {
      await db
        .update(hotels)
        .set({ plugins: withPluginReplaced(CHANNEL, plugin) })
        .where(eq(hotels.id, hotelId));
    },

    /** Which of these room type ids belong to the hotel. */
    async ownRoomTypeIds(hotelId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, hotelId), inArray(roomTypes.id, ids)));
      return new Set(rows.map((row) => row.id));
    },

    async token(hotelId: string): Promise<string | null> {
      const [row] = await db
        .select({ token: channelSyncState.inboundToken })
        .from(channelSyncState)
        .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, CHANNEL)));
      return row?.token ?? null;
    },

    /** The hotel's sync state row with a fresh token, unless it has one already. */
    async ensureToken(hotelId: string): Promise<void> {
      await ensureChannelSyncState(db, hotelId, CHANNEL);
    },

    /** A new token; the old address answers as unknown from now on. */
    async rotateToken(hotelId: string): Promise<void> {
      const inboundToken = newInboundToken();
      await db
        .insert(channelSyncState)
        .values({ hotelId, channel: CHANNEL, inboundToken })
        .onConflictDoUpdate({
          target: [channelSyncState.hotelId, channelSyncState.channel],
          set: { inboundToken },
        });
    },

    async hotelIdOfToken(token: string): Promise<string | null> {
      const [row] = await db
        .select({ hotelId: channelSyncState.hotelId })
        .from(channelSyncState)
        .where(
          and(eq(channelSyncState.inboundToken, token), eq(channelSyncState.channel, CHANNEL)),
        );
      return row?.hotelId ?? null;
    },

    /**
     * What is known here of a reservation: its first room (`<id>`) and further rooms of a
     * multi-room reservation (`<id>/2`, `<id>/3`…), as last applied.
     */
    async knownRooms(hotelId: string, externalId: string): Promise<KnownRoom[]> {
      const rows = await db
        .select({
          externalId: channelReservations.externalId,
          arrival: channelReservations.arrival,
          departure: channelReservations.departure,
          channelUnit: channelReservations.channelUnit,
        })
        .from(channelReservations)
        .where(
          and(
            eq(channelReservations.hotelId, hotelId),
            eq(channelReservations.channel, CHANNEL),
            or(
              eq(channelReservations.externalId, externalId),
              like(channelReservations.externalId, `${escapeLike(externalId)}/%`),
            ),
          ),
        );
      return rows.flatMap((row) =>
        row.externalId && row.arrival && row.departure
          ? [{ ...row, externalId: row.externalId, arrival: row.arrival, departure: row.departure }]
          : [],
      );
    },

    async bookingNumbers(hotelId: string, ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: bookings.id, number: bookings.number })
        .from(bookings)
        .where(and(eq(bookings.hotelId, hotelId), inArray(bookings.id, ids)));
      return new Map(rows.map((row) => [row.id, row.number]));
    },
  };
}

export type RoomRaccoonRepository = ReturnType<typeof createRoomRaccoonRepository>;
