import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { eachNight } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { bookings } from '../../db/schema-bookings';
import { rooms, roomTypes, type RoomTypeRow } from '../../db/schema-setup';
import { AppError } from '../../lib/app-error';

export interface StayToCheck {
  hotelId: string;
  roomTypeId: string;
  roomId: string | null;
  arrival: string;
  departure: string;
  /** The booking being edited does not count against itself. */
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

/** How many of these stays hold the given night ([arrival, departure)). */
function heldOn(stays: readonly { arrival: string; departure: string }[], night: string) {
  return stays.filter((stay) => stay.arrival <= night && stay.departure > night).length;
}

const holding = (hotelId: string, arrival: string, departure: string, exclude?: string) =>
  and(
    eq(bookings.hotelId, hotelId),
    ne(bookings.status, 'canceled'),
    staysOverlapSql(arrival, departure),
    exclude ? ne(bookings.id, exclude) : undefined,
  );

/** The booking already holding the room on a night of the stay, for a clear 409. */
export async function findRoomConflict(
  tx: Tx | Db,
  stay: { hotelId: string; roomId: string; arrival: string; departure: string },
  excludeBookingId?: string,
) {
  const [row] = await tx
    .select({
      number: bookings.number,
      arrival: bookings.arrival,
      departure: bookings.departure,
      room: rooms.number,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(
      and(
        eq(bookings.roomId, stay.roomId),
        holding(stay.hotelId, stay.arrival, stay.departure, excludeBookingId),
      ),
    )
    .orderBy(asc(bookings.arrival))
    .limit(1);
  return row;
}

export function roomTakenError(conflict: {
  room: string;
  arrival: string;
  departure: string;
  number: number;
}) {
  return new AppError('CONFLICT', 'errors.roomTaken', { params: conflict });
}

/**
 * A concurrent writer won the room between our check and our write (the exclusion constraint
 * refused the row): the same clear 409 naming the booking that holds it. That booking may be
 * canceled or moved again by the time we look; then the room is simply no longer available.
 */
export async function rethrowRoomTaken(
  db: Db,
  error: unknown,
  stay: { hotelId: string; roomId: string | null; arrival: string; departure: string },
  excludeBookingId?: string,
): Promise<never> {
  if (!isExclusionViolation(error, 'bookings_room_no_overlap') || !stay.roomId) throw error;
  const conflict = await findRoomConflict(db, { ...stay, roomId: stay.roomId }, excludeBookingId);
  if (conflict) throw roomTakenError(conflict);
  throw new AppError('CONFLICT', 'errors.roomNoLongerAvailable');
}

/**
 * Checks, under the room type lock, that the type still has a room for every night and that
 * an assigned room is free. Unassigned bookings count against the type's inventory too.
 */
export async function assertAvailable(tx: Tx, roomType: RoomTypeRow, stay: StayToCheck) {
  const typeRooms = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(eq(rooms.roomTypeId, roomType.id));
  if (typeRooms.length === 0) {
    throw new AppError('CONFLICT', 'errors.roomTypeHasNoRooms', {
      params: { roomType: roomType.name },
    });
  }
  if (stay.roomId) {
    const conflict = await findRoomConflict(
      tx,
      {
        hotelId: stay.hotelId,
        roomId: stay.roomId,
        arrival: stay.arrival,
        departure: stay.departure,
      },
      stay.excludeBookingId,
    );
    if (conflict) throw roomTakenError(conflict);
  }
  const held = await tx
    .select({ arrival: bookings.arrival, departure: bookings.departure })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomTypeId, roomType.id),
        holding(stay.hotelId, stay.arrival, stay.departure, stay.excludeBookingId),
      ),
    );
  for (const night of eachNight(stay.arrival, stay.departure)) {
    const count = heldOn(held, night);
    if (count >= typeRooms.length) {
      throw new AppError('CONFLICT', 'errors.roomTypeSoldOut', {
        params: { roomType: roomType.name, date: night, count: typeRooms.length },
      });
    }
  }
}

/** Rooms held per room type on the nights of a stay, for GET /booking/availability. */
export async function availabilityFor(
  db: Db,
  hotelId: string,
  stay: { arrival: string; departure: string; excludeBooking?: string },
) {
  const types = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.name));
  const allRooms = await db
    .select({ id: rooms.id, roomTypeId: rooms.roomTypeId })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId));
  const held = await db
    .select({
      roomTypeId: bookings.roomTypeId,
      roomId: bookings.roomId,
      arrival: bookings.arrival,
      departure: bookings.departure,
    })
    .from(bookings)
    .where(holding(hotelId, stay.arrival, stay.departure, stay.excludeBooking));
  const nights = eachNight(stay.arrival, stay.departure);
  return {
    roomTypes: types.map((type) => {
      const typeRooms = allRooms.filter((room) => room.roomTypeId === type.id);
      const typeHeld = held.filter((b) => b.roomTypeId === type.id);
      const busiest = Math.max(0, ...nights.map((night) => heldOn(typeHeld, night)));
      const takenRooms = new Set(typeHeld.map((b) => b.roomId));
      return {
        _id: type.id,
        available: Math.max(0, typeRooms.length - busiest),
        freeRoomIds: typeRooms.filter((room) => !takenRooms.has(room.id)).map((room) => room.id),
      };
    }),
  };
}
