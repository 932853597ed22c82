import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings, guests, type GuestRow } from '../../db/schema-bookings';
import { rooms, roomTypes, services, type ServiceRow } from '../../db/schema-setup';
import { holding, type StayQuery } from './booking-availability.repository';

/** A room as a stay check uses it: its type, its own price, and its number for the history. */
export interface StayRoom {
  id: string;
  number: string;
  roomTypeId: string;
  basePrice: number | null;
}

export type StayService = Pick<ServiceRow, 'id' | 'name' | 'price' | 'charge'>;

/** A guest as the booking answer shows it. */
export type StayGuest = Pick<
  GuestRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'company' | 'vip'
>;

/** What a stay refers to, by id. */
export interface StayReferences {
  roomTypeId: string;
  roomId: string | null;
  serviceIds: readonly string[];
  guestIds: readonly string[];
}

/** Ids as one array parameter, so the statement's text is the same for any number of them. */
const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/**
 * Locks the room type row for the rest of the transaction. Every create, update and move of a
 * booking of this type takes this lock first, so two desks cannot both see "one room left" and
 * both sell it: the second waits until the first commits, then counts the first's booking.
 *
 * The same statement reads what the stay refers to: the room, and the services and guests among
 * the given ids that belong to the hotel (others are left out), services by name and guests by
 * last name, as a booking lists them. Undefined when the hotel has no such room type.
 *
 * A named prepared statement: its text never varies (the ids are array parameters), so each
 * pooled connection parses and plans it once instead of on every booking.
 */
export async function lockRoomTypeWithReferences(tx: Tx, hotelId: string, refs: StayReferences) {
  const room = sql<StayRoom | null>`(
    select json_build_object('id', ${rooms.id}, 'number', ${rooms.number},
      'roomTypeId', ${rooms.roomTypeId}, 'basePrice', ${rooms.basePrice})
    from ${rooms} where ${rooms.id} = ${refs.roomId} and ${rooms.hotelId} = ${hotelId})`;
  const serviceRows = sql<StayService[]>`(
    select coalesce(json_agg(json_build_object('id', ${services.id}, 'name', ${services.name},
      'price', ${services.price}, 'charge', ${services.charge}) order by ${services.name}), '[]')
    from ${services}
    where ${services.hotelId} = ${hotelId} and ${services.id} = any(${uuidArray(refs.serviceIds)}))`;
  const guestRows = sql<StayGuest[]>`(
    select coalesce(json_agg(json_build_object('id', ${guests.id},
      'firstName', ${guests.firstName}, 'lastName', ${guests.lastName}, 'email', ${guests.email},
      'mobile', ${guests.mobile}, 'company', ${guests.company}, 'vip', ${guests.vip})
      order by ${guests.lastName}), '[]')
    from ${guests}
    where ${guests.hotelId} = ${hotelId} and ${guests.id} = any(${uuidArray(refs.guestIds)}))`;
  const [row] = await tx
    .select({ roomType: roomTypes, room, services: serviceRows, guests: guestRows })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, refs.roomTypeId), eq(roomTypes.hotelId, hotelId)))
    .for('update')
    .prepare('booking_stay_references')
    .execute();
  return row;
}

/** What stands against a stay in its room type; see assertAvailable. */
export interface StayConflicts {
  /** The rooms of the type. */
  roomCount: number;
  /** The first booking holding the assigned room on a night of the stay, if any. */
  roomConflict: { number: number; arrival: string; departure: string; room: string } | null;
  /** The first night of the stay on which every room of the type is held, if any. */
  soldOutNight: string | null;
}

/**
 * Everything assertAvailable checks, in one statement: the type's room count, the booking
 * holding the assigned room, and the first night the type's bookings (assigned or not) hold as
 * many rooms as it has, counted per night in the database. Run it after taking the room type
 * lock, as its own statement: a statement reads the data committed when it starts, so only a
 * statement that starts after the lock sees the booking the lock's previous holder committed.
 */
export async function findStayConflicts(
  tx: Tx,
  stay: StayQuery & { roomTypeId: string; roomId: string | null },
): Promise<StayConflicts> {
  const from = sql`${stay.arrival}::date`;
  const roomConflict = stay.roomId
    ? sql`(
      select json_build_object('number', ${bookings.number}, 'arrival', ${bookings.arrival},
        'departure', ${bookings.departure}, 'room', ${rooms.number})
      from ${bookings} inner join ${rooms} on ${rooms.id} = ${bookings.roomId}
      where ${and(eq(bookings.roomId, stay.roomId), holding(stay))}
      order by ${asc(bookings.arrival)} limit 1)`
    : sql`null`;
  const result = (await tx.execute(sql`
    with type_rooms as (
      select count(*)::int as count from ${rooms} where ${rooms.roomTypeId} = ${stay.roomTypeId}
    ),
    held_nights as (
      select night, count(*)::int as held
      from ${bookings}
      cross join lateral generate_series(
        greatest(${bookings.arrival}, ${from}) - ${from},
        least(${bookings.departure}, ${stay.departure}::date) - ${from} - 1
      ) as night
      where ${and(eq(bookings.roomTypeId, stay.roomTypeId), holding(stay))}
      group by night
    )
    select type_rooms.count as "roomCount", ${roomConflict} as "roomConflict",
      (select (${from} + night)::text from held_nights
        where held >= type_rooms.count order by night limit 1) as "soldOutNight"
    from type_rooms`)) as unknown as { rows: StayConflicts[] };
  return result.rows[0]!;
}
