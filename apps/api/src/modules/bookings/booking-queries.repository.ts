import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListItem, bookingListQuerySchema } from '@hotel/shared/contracts/bookings';
import type { CalendarResponse } from '@hotel/shared/contracts/booking-calendar';
import type { z } from 'zod';
import type { BookingStatus } from '@hotel/shared/booking-status';
import { nightsBetween, todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import { bookingGuests, bookings, guests } from '../../db/schema-bookings';
import { hotels } from '../../db/schema';
import { payments, roomServices } from '../../db/schema-operations';
import { rooms, roomTypes } from '../../db/schema-setup';
import { commaList } from '../../lib/comma-list';
import { escapeLike } from '../../lib/escape-like';
import { naturalCompare } from '../../lib/natural-compare';
import { findHotelSetting } from '../hotels';
import { staysOverlapSql } from './booking-availability.repository';
import { isGuestStay } from './booking-kind';

type ListQuery = z.output<typeof bookingListQuerySchema>;
export type ListFilter = Omit<ListQuery, 'limit' | 'page'>;

const SORT_COLUMNS = {
  number: bookings.number,
  arrival: bookings.arrival,
  departure: bookings.departure,
  price: bookings.price,
  createdAt: bookings.createdAt,
} as const;

function range(
  column: typeof bookings.arrival | typeof bookings.departure,
  value: string | undefined,
): SQL[] {
  if (!value) return [];
  const [from = '', to = ''] = value.split(',').map((part) => part.trim());
  return [...(from ? [gte(column, from)] : []), ...(to ? [lte(column, to)] : [])];
}

function listWhere(hotelId: string, filter: ListFilter) {
  const search = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    eq(bookings.hotelId, hotelId),
    // Blocks hold rooms on the calendar; the list (and its export) is of guests' bookings.
    isGuestStay(),
    filter.status ? inArray(bookings.status, commaList<BookingStatus>(filter.status)) : undefined,
    filter.number ? eq(bookings.number, filter.number) : undefined,
    filter.roomType ? eq(bookings.roomTypeId, filter.roomType) : undefined,
    filter.externalSource ? eq(bookings.externalSource, filter.externalSource) : undefined,
    filter.externalId ? eq(bookings.externalId, filter.externalId) : undefined,
    search
      ? or(
          ilike(sql`${guests.firstName} || ' ' || ${guests.lastName}`, search),
          ilike(guests.email, search),
          ilike(guests.mobile, search),
        )
      : undefined,
    ...range(bookings.arrival, filter.arrival),
    ...range(bookings.departure, filter.departure),
  );
}

const listColumns = {
  booking: bookings,
  roomType: { id: roomTypes.id, name: roomTypes.name, shortCode: roomTypes.shortCode },
  room: { id: rooms.id, number: rooms.number },
  guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName, vip: guests.vip },
  guestCount: sql<number>`(select count(*) from ${bookingGuests} where ${bookingGuests.bookingId} = ${bookings.id})::int`,
};

type ListRow = {
  booking: typeof bookings.$inferSelect;
  roomType: { id: string; name: string; shortCode: string };
  room: { id: string; number: string } | null;
  guest: { id: string; firstName: string; lastName: string; vip: boolean } | null;
  guestCount: number;
};

export function toListItem(row: ListRow): BookingListItem {
  const { booking } = row;
  return {
    _id: booking.id,
    number: booking.number,
    status: booking.status,
    source: booking.source,
    roomType: { _id: row.roomType.id, name: row.roomType.name, shortCode: row.roomType.shortCode },
    room: row.room ? { _id: row.room.id, number: row.room.number } : null,
    mainGuest: row.guest
      ? {
          _id: row.guest.id,
          firstName: row.guest.firstName,
          lastName: row.guest.lastName,
          vip: row.guest.vip,
        }
      : null,
    guestCount: Number(row.guestCount),
    arrival: booking.arrival,
    departure: booking.departure,
    nights: nightsBetween(booking.arrival, booking.departure),
    adults: booking.adults,
    kids: booking.kids,
    price: booking.price,
    channelConflict: booking.channelConflict,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function baseList(db: Db) {
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(roomTypes, eq(roomTypes.id, bookings.roomTypeId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .leftJoin(guests, eq(guests.id, bookings.mainGuestId));
}

/** One page of the filtered and sorted bookings (the export asks for one capped page). */
export async function findBookings(
  db: Db,
  hotelId: string,
  filter: ListFilter,
  paging: { limit: number; offset: number },
) {
  const descending = filter.sort.startsWith('-');
  const column = SORT_COLUMNS[filter.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
  const rows = await baseList(db)
    .where(listWhere(hotelId, filter))
    .orderBy(descending ? desc(column) : asc(column), desc(bookings.number))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map(toListItem);
}

async function countBookings(db: Db, hotelId: string, filter: ListFilter) {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .leftJoin(guests, eq(guests.id, bookings.mainGuestId))
    .where(listWhere(hotelId, filter));
  return Number(count?.total ?? 0);
}

/** A page of the list and how many bookings match in all. */
export async function listBookings(
  db: Db,
  hotelId: string,
  filter: ListFilter,
  paging: { limit: number; offset: number },
) {
  const [items, total] = await Promise.all([
    findBookings(db, hotelId, filter, paging),
    countBookings(db, hotelId, filter),
  ]);
  return { items, total };
}

export async function hotelToday(db: Db, hotelId: string) {
  const setting = await findHotelSetting(db, hotelId);
  return todayIn(setting!.timeZone);
}

/** Rooms with a departure or manual room service record of today or earlier not done yet. */
async function roomsNeedingCleaning(db: Db, hotelId: string, today: string) {
  const rows = await db
    .selectDistinct({ roomId: roomServices.roomId })
    .from(roomServices)
    .where(
      and(
        eq(roomServices.hotelId, hotelId),
        lte(roomServices.day, today),
        inArray(roomServices.status, ['open', 'in_progress']),
        ne(roomServices.kind, 'stay_over'),
      ),
    );
  return new Set(rows.map((row) => row.roomId));
}

type CalendarBookingRow = Omit<CalendarResponse['bookings'][number], 'openAmount'> & {
  openAmount: string;
};

/**
 * Every booking holding a night of the range. A 62-day view of a 300-room hotel is thousands of
 * rows; mapping them through the ORM's nested select cost more than the query itself, so this
 * reads plain text columns and builds the chart's objects in one pass (bench p95 on PostgreSQL
 * 79 → 51 ms, see
 * docs/architecture.md).
 */
export async function calendarBookings(
  db: Db,
  hotelId: string,
  query: { startDate: string; endDate: string; roomType?: string },
): Promise<CalendarResponse['bookings']> {
  const result = (await db.execute(sql`
    select ${bookings.id} as "_id", ${bookings.number} as "number", ${bookings.status} as "status",
      ${bookings.roomTypeId} as "roomTypeId", ${bookings.roomId} as "roomId",
      ${bookings.arrival}::text as "arrival", ${bookings.departure}::text as "departure",
      concat_ws(' ', nullif(${guests.firstName}, ''), nullif(${guests.lastName}, '')) as "guestName",
      ${bookings.adults} as "adults", ${bookings.kids} as "kids", ${bookings.version} as "version",
      ${bookings.kind} as "kind", ${bookings.channelConflict} as "channelConflict",
      ${bookings.source} as "source",
      -- As the booking's own balance: paid payments in the hotel's currency only.
      (${bookings.price} - coalesce((
        select sum(${payments.amount}) from ${payments}
        where ${payments.bookingId} = ${bookings.id} and ${payments.status} = 'paid'
          and ${payments.currency} = ${hotels.setting} ->> 'currency'), 0))::text as "openAmount"
    from ${bookings}
    join ${hotels} on ${hotels.id} = ${bookings.hotelId}
    left join ${guests} on ${guests.id} = ${bookings.mainGuestId}
    where ${and(
      eq(bookings.hotelId, hotelId),
      ne(bookings.status, 'canceled'),
      staysOverlapSql(query.startDate, query.endDate),
      query.roomType ? eq(bookings.roomTypeId, query.roomType) : undefined,
    )}
    order by ${bookings.arrival}, ${bookings.number}
  `)) as unknown as { rows: CalendarBookingRow[] };
  for (const row of result.rows) {
    (row as unknown as { openAmount: number }).openAmount = Number(row.openAmount);
  }
  return result.rows as unknown as CalendarResponse['bookings'];
}

export async function calendar(
  db: Db,
  hotelId: string,
  query: { startDate: string; endDate: string; roomType?: string },
): Promise<CalendarResponse> {
  const typeFilter = and(
    eq(roomTypes.hotelId, hotelId),
    query.roomType ? eq(roomTypes.id, query.roomType) : undefined,
  );
  // Independent reads: on PostgreSQL the pool runs them side by side.
  const [types, roomRows, bookingRows, { today, roomsToClean }] = await Promise.all([
    db.select().from(roomTypes).where(typeFilter).orderBy(asc(roomTypes.name)),
    db
      .select({ id: rooms.id, number: rooms.number, roomTypeId: rooms.roomTypeId })
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .where(typeFilter),
    calendarBookings(db, hotelId, query),
    hotelToday(db, hotelId).then(async (today) => ({
      today,
      roomsToClean: await roomsNeedingCleaning(db, hotelId, today),
    })),
  ]);
  const typeOrder = new Map(types.map((type, index) => [type.id, index]));
  roomRows.sort(
    (a, b) =>
      typeOrder.get(a.roomTypeId)! - typeOrder.get(b.roomTypeId)! ||
      naturalCompare(a.number, b.number),
  );
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    today,
    roomTypes: types.map((type) => ({ _id: type.id, name: type.name, shortCode: type.shortCode })),
    rooms: roomRows.map((room) => ({
      _id: room.id,
      number: room.number,
      roomTypeId: room.roomTypeId,
      needsCleaning: roomsToClean.has(room.id),
    })),
    bookings: bookingRows,
  };
}
