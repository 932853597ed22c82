import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { icalFeeds } from '../../db/schema-channels';
import { rooms, roomTypes } from '../../db/schema-setup';

/** Rooms, their live feeds, and what a feed lists; every query scoped by hotel. */
export function createIcalFeedsRepository(db: Db) {
  const live = isNull(icalFeeds.revokedAt);

  return {
    async roomsWithFeeds(hotelId: string) {
      return db
        .select({
          roomId: rooms.id,
          number: rooms.number,
          roomTypeName: roomTypes.name,
          token: icalFeeds.token,
          createdAt: icalFeeds.createdAt,
        })
        .from(rooms)
        .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
        .leftJoin(icalFeeds, and(eq(icalFeeds.roomId, rooms.id), live))
        .where(eq(rooms.hotelId, hotelId));
    },

    async hasRoom(hotelId: string, roomId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)));
      return row !== undefined;
    },

    /** Revokes the room's live feed and, with a token, starts a new one: both or neither. */
    async replace(hotelId: string, roomId: string, token: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(icalFeeds)
          .set({ revokedAt: new Date() })
          .where(and(eq(icalFeeds.hotelId, hotelId), eq(icalFeeds.roomId, roomId), live));
        if (token) await tx.insert(icalFeeds).values({ hotelId, roomId, token });
      });
    },

    /** The live feed of a token, with what the calendar needs of its room and hotel. */
    async feedOfToken(token: string) {
      const [row] = await db
        .select({
          hotelId: icalFeeds.hotelId,
          roomId: icalFeeds.roomId,
          roomNumber: rooms.number,
          setting: hotels.setting,
        })
        .from(icalFeeds)
        .innerJoin(rooms, eq(rooms.id, icalFeeds.roomId))
        .innerJoin(hotels, eq(hotels.id, icalFeeds.hotelId))
        .where(and(eq(icalFeeds.token, token), live));
      return row;
    },

    /** Stays and blocks holding the room on some night of [from, until). */
    async holdsOfRoom(hotelId: string, roomId: string, from: string, until: string) {
      return db
        .select({
          id: bookings.id,
          arrival: bookings.arrival,
          departure: bookings.departure,
          updatedAt: bookings.updatedAt,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.hotelId, hotelId),
            eq(bookings.roomId, roomId),
            ne(bookings.status, 'canceled'),
            gt(bookings.departure, from),
            lt(bookings.arrival, until),
          ),
        )
        .orderBy(asc(bookings.arrival), asc(bookings.id));
    },
  };
}

export type IcalFeedsRepository = ReturnType<typeof createIcalFeedsRepository>;
