import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { rooms } from '../../db/schema-setup';

/** A stay [arrival, departure) to count against, leaving out the booking being edited. */
export interface StayQuery {
  hotelId: string;
  arrival: string;
  departure: string;
  excludeBookingId?: string;
}

/**
 * A booking's stay shares a night with [arrival, departure). Written as the range overlap the
 * partial GiST index `bookings_hotel_stay_gist_idx` (migration 0006) answers.
 */
export const staysOverlapSql = (arrival: string, departure: string) =>
  sql`daterange(${bookings.arrival}, ${bookings.departure}, '[)') && daterange(${arrival}::date, ${departure}::date, '[)')`;

/** Bookings that hold their room on a night of the stay (every status but canceled). */
export const holding = (stay: StayQuery) =>
  and(
    eq(bookings.hotelId, stay.hotelId),
    ne(bookings.status, 'canceled'),
    staysOverlapSql(stay.arrival, stay.departure),
    stay.excludeBookingId ? ne(bookings.id, stay.excludeBookingId) : undefined,
  );

/** The booking already holding the room on a night of the stay, for a clear 409. */
export async function findRoomConflict(db: Db | Tx, stay: StayQuery & { roomId: string }) {
  const [row] = await db
    .select({
      number: bookings.number,
      arrival: bookings.arrival,
      departure: bookings.departure,
      room: rooms.number,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(bookings.roomId, stay.roomId), holding(stay)))
    .orderBy(asc(bookings.arrival))
    .limit(1);
  return row;
}

/** The stays holding a room on a night of the stay, optionally of one room type. */
export async function findHoldingStays(db: Db | Tx, stay: StayQuery & { roomTypeId?: string }) {
  return db
    .select({
      roomTypeId: bookings.roomTypeId,
      roomId: bookings.roomId,
      arrival: bookings.arrival,
      departure: bookings.departure,
    })
    .from(bookings)
    .where(
      and(stay.roomTypeId ? eq(bookings.roomTypeId, stay.roomTypeId) : undefined, holding(stay)),
    );
}

/**
 * Rooms held per room type on each night of [arrival, departure), counted in the database (one
 * row per type and night with a room held): what the public page's search and date picker
 * need, without sending every overlapping booking over the wire.
 */
export async function countHeldRoomsPerNight(
  db: Db | Tx,
  stay: StayQuery,
): Promise<{ roomTypeId: string; night: string; held: number }[]> {
  const from = sql`${stay.arrival}::date`;
  const result = (await db.execute(sql`
    select ${bookings.roomTypeId} as "roomTypeId", (${from} + night)::text as "night",
      count(*)::int as "held"
    from ${bookings}
    cross join lateral generate_series(
      greatest(${bookings.arrival}, ${from}) - ${from},
      least(${bookings.departure}, ${stay.departure}::date) - ${from} - 1
    ) as night
    where ${holding(stay)}
    group by ${bookings.roomTypeId}, night
  `)) as unknown as { rows: { roomTypeId: string; night: string; held: number }[] };
  return result.rows;
}
