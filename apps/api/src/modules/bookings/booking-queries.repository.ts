import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListItem, bookingListQuerySchema } from '@hotel/shared/contracts/bookings';
import type { z } from 'zod';
import type { BookingStatus } from '@hotel/shared/booking-status';
import { nightsBetween, todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import { bookingGuests, bookings, guests } from '../../db/schema-bookings';
import { rooms, roomTypes } from '../../db/schema-setup';
import { commaList } from '../../lib/comma-list';
import { escapeLike } from '../../lib/escape-like';
import { findHotelSetting } from '../hotels';
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
