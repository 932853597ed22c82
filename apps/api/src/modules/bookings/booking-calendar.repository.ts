import { sql, type SQLWrapper } from 'drizzle-orm';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import { bookings, guests } from '../../db/schema-bookings';
import { hotels } from '../../db/schema';
import { payments, roomServices } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';
import { AppError } from '../../lib/app-error';
import { naturalCompare } from '../../lib/natural-compare';
import { staysOverlapSql } from './booking-availability.repository';

export interface CalendarQuery {
  startDate: string;
  endDate: string;
  roomType?: string;
}

/** The optional room type filter as one fixed-shape condition (null: every type). */
const ofType = (column: SQLWrapper, roomType?: string) =>
  sql`(${roomType ?? null}::uuid is null or ${column} = ${roomType ?? null}::uuid)`;

/**
 * The whole chart in one statement (one round trip). The bookings, thousands of rows for 62
 * days of a 300-room hotel, leave the database as one JSON text that becomes the response body
 * unparsed: reading them as rows and serializing them again cost more than the query (on PGlite
 * about five times the query; docs/performance.md, Calendar). json_agg writes the bars with
 * their SQL aliases as keys, exactly the contract's fields. Rooms come as JSON to be ordered here
 * (natural room number order is Intl's), each with its earliest open cleaning day, so
 * "needs cleaning" compares with the hotel's today computed in JavaScript as everywhere else.
 */
async function readCalendar(db: Db, hotelId: string, query: CalendarQuery) {
  const window = staysOverlapSql(query.startDate, query.endDate);
  const result = (await db.execute(sql`
    select ${hotels.setting} ->> 'timeZone' as "timeZone",
      (
        select coalesce(json_agg(json_build_object(
          '_id', t.id, 'name', t.name, 'shortCode', t.short_code) order by t.name), '[]')::text
        from ${roomTypes} t
        where t.hotel_id = ${hotels.id} and ${ofType(sql`t.id`, query.roomType)}) as "roomTypes",
      (
        select coalesce(json_agg(json_build_object(
          '_id', r.id, 'number', r.number, 'roomTypeId', r.room_type_id,
          'firstOpenDay', open_day.day)), '[]')::text
        from ${rooms} r
        join ${roomTypes} t on t.id = r.room_type_id
        left join (
          select s.room_id, min(s.day)::text as day from ${roomServices} s
          where s.hotel_id = ${hotels.id} and s.status in ('open', 'in_progress')
            and s.kind <> 'stay_over'
          group by s.room_id
        ) open_day on open_day.room_id = r.id
        where t.hotel_id = ${hotels.id} and ${ofType(sql`t.id`, query.roomType)}) as "rooms",
      (
        select coalesce(json_agg(bar), '[]')::text from (
          select ${bookings.id} as "_id", ${bookings.number} as "number",
            ${bookings.status} as "status", ${bookings.roomTypeId} as "roomTypeId",
            ${bookings.roomId} as "roomId", ${bookings.arrival} as "arrival",
            ${bookings.departure} as "departure",
            concat_ws(' ', nullif(${guests.firstName}, ''), nullif(${guests.lastName}, ''))
              as "guestName",
            ${bookings.adults} as "adults", ${bookings.kids} as "kids",
            ${bookings.version} as "version", ${bookings.kind} as "kind",
            ${bookings.channelConflict} as "channelConflict", ${bookings.source} as "source",
            -- As the booking's own balance: paid payments in the hotel's currency only.
            ${bookings.price} - coalesce((
              select sum(${payments.amount}) from ${payments}
              where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'paid'
                and ${payments.currency} = ${hotels.setting} ->> 'currency'), 0) as "openAmount"
          from ${bookings}
          left join ${guests} on ${guests.id} = ${bookings.mainGuestId}
          where ${bookings.hotelId} = ${hotels.id} and ${bookings.status} <> 'canceled'
            and ${window} and ${ofType(bookings.roomTypeId, query.roomType)}
          order by ${bookings.arrival}, ${bookings.number}
        ) bar) as "bookings"
    from ${hotels}
    where ${hotels.id} = ${hotelId}
  `)) as unknown as { rows: CalendarRow[] };
  return result.rows[0];
}

interface CalendarRow {
  timeZone: string;
  /** JSON texts. */
  roomTypes: string;
  rooms: string;
  bookings: string;
}

interface CalendarRoom {
  _id: string;
  number: string;
  roomTypeId: string;
  firstOpenDay: string | null;
}

const jsonString = (value: string) => JSON.stringify(value);

/**
 * GET /booking/calendar's body as JSON text: rooms, room types and the bookings holding a
 * night of [startDate, endDate), canceled ones left out (calendarResponseSchema).
 */
export async function calendarJson(db: Db, hotelId: string, query: CalendarQuery) {
  const row = await readCalendar(db, hotelId, query);
  if (!row) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
  const today = todayIn(row.timeZone);
  const types = JSON.parse(row.roomTypes) as { _id: string }[];
  const typeOrder = new Map(types.map((type, index) => [type._id, index]));
  const roomRows = (JSON.parse(row.rooms) as CalendarRoom[]).sort(
    (a, b) =>
      typeOrder.get(a.roomTypeId)! - typeOrder.get(b.roomTypeId)! ||
      naturalCompare(a.number, b.number),
  );
  const roomsJson = JSON.stringify(
    roomRows.map((room) => ({
      _id: room._id,
      number: room.number,
      roomTypeId: room.roomTypeId,
      needsCleaning: room.firstOpenDay !== null && room.firstOpenDay <= today,
    })),
  );
  return (
    `{"startDate":${jsonString(query.startDate)},"endDate":${jsonString(query.endDate)},` +
    `"today":${jsonString(today)},"roomTypes":${row.roomTypes},"rooms":${roomsJson},` +
    `"bookings":${row.bookings}}`
  );
}
