import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { rooms, roomTypes } from '../../db/schema-setup';
import { holding, type StayQuery } from './booking-availability.repository';

/**
 * Two common table expressions: `holding`, the stays holding a room on a night of the stay (one
 * scan of the partial GiST index `bookings_hotel_stay_gist_idx`), clipped to the stay; and
 * `busiest`, per room type the most rooms held on any one night. The busiest night comes from a
 * sweep over the stays' edges (+1 from a clipped arrival, −1 from a clipped departure, a
 * departure before an arrival on the same day, since that room is free again that night): as
 * many rows as stays, whatever the stay's length, instead of one row per stay and night.
 */
const holdingAndBusiest = (stay: StayQuery) => sql`
  holding as (
    select ${bookings.roomTypeId} as room_type_id, ${bookings.roomId} as room_id,
      greatest(${bookings.arrival}, ${stay.arrival}::date) as starts,
      least(${bookings.departure}, ${stay.departure}::date) as ends
    from ${bookings}
    where ${holding(stay)}
  ),
  busiest as (
    select room_type_id, max(held)::int as held from (
      select room_type_id, sum(change) over (
        partition by room_type_id order by day, change rows unbounded preceding) as held
      from holding cross join lateral (values (starts, 1), (ends, -1)) as edge(day, change)
    ) running
    group by room_type_id
  )`;

/** Per room type with a room held on a night of the stay: the most rooms held on one night. */
export async function countBusiestNightPerType(
  db: Db | Tx,
  stay: StayQuery,
): Promise<{ roomTypeId: string; held: number }[]> {
  const result = (await db.execute(sql`
    with ${holdingAndBusiest(stay)}
    select room_type_id as "roomTypeId", held from busiest
  `)) as unknown as { rows: { roomTypeId: string; held: number }[] };
  return result.rows;
}

export interface RoomTypeAvailability {
  _id: string;
  /** Rooms of the type free on every night: its rooms less the busiest night's held ones. */
  available: number;
  /** Rooms of the type no stay of the type holds on any night. */
  freeRoomIds: string[];
}

/**
 * Every room type of the hotel by name with what is free over the stay, in one statement.
 * Unassigned stays count against their type's rooms but free no room; blocks count like stays.
 */
export async function findRoomTypeAvailability(
  db: Db | Tx,
  stay: StayQuery,
): Promise<RoomTypeAvailability[]> {
  const result = (await db.execute(sql`
    with ${holdingAndBusiest(stay)}
    select t.id as "_id",
      greatest(0, (select count(*) from ${rooms} r where r.room_type_id = t.id)
        - coalesce(busiest.held, 0))::int as "available",
      coalesce((
        select json_agg(r.id) from ${rooms} r
        where r.room_type_id = t.id and not exists (
          select 1 from holding where holding.room_id = r.id and holding.room_type_id = t.id)
      ), '[]') as "freeRoomIds"
    from ${roomTypes} t
    left join busiest on busiest.room_type_id = t.id
    where t.hotel_id = ${stay.hotelId}
    order by t.name
  `)) as unknown as { rows: RoomTypeAvailability[] };
  return result.rows;
}
