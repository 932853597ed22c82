import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { rooms, roomTypes } from '../../db/schema-setup';

/** A stay [arrival, departure) to count against, leaving out the booking being edited. */
export interface StayQuery {
  hotelId: string;
  arrival: string;
  departure: string;
  excludeBookingId?: string;
}

/**
 * Locks the room type row for the rest of the transaction. Every create, update and move of a
 * booking of this type takes this lock first, so two desks cannot both see "one room left" and
 * both sell it: the second waits until the first commits, then counts the first's booking.
 */
export async function lockRoomType(tx: Tx, hotelId: string, roomTypeId: string) {
  const [row] = await tx
    .select()
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.hotelId, hotelId)))
    .for('update');
  return row;
}

/**
 * A booking's stay shares a night with [arrival, departure). Written as the range overlap the
 * partial GiST index `bookings_hotel_stay_gist_idx` (migration 0006) answers.
 */
export const staysOverlapSql = (arrival: string, departure: string) =>
  sql`daterange(${bookings.arrival}, ${bookings.departure}, '[)') && daterange(${arrival}::date, ${departure}::date, '[)')`;

/** Bookings that hold their room on a night of the stay (every status but canceled). */
const holding = (stay: StayQuery) =>
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

export async function roomIdsOfType(db: Db | Tx, roomTypeId: string) {
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.roomTypeId, roomTypeId));
  return rows.map((row) => row.id);
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

/** The hotel's room types by name and all its rooms, for the availability overview. */
export async function findInventory(db: Db | Tx, hotelId: string) {
  const [types, allRooms] = await Promise.all([
    db
      .select({ id: roomTypes.id })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotelId))
      .orderBy(asc(roomTypes.name)),
    db
      .select({ id: rooms.id, roomTypeId: rooms.roomTypeId })
      .from(rooms)
      .where(eq(rooms.hotelId, hotelId)),
  ]);
  return { types, allRooms };
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
