import { and, asc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DashboardResponse } from '@hotel/shared/contracts/bookings';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { rooms } from '../../db/schema-setup';
import { baseList, hotelToday, toListItem } from './booking-queries.repository';
import { isGuestStay } from './booking-kind';

const PANEL_SIZE = 10;

async function countBookings(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(where);
  return Number(row?.count ?? 0);
}

/**
 * The desk's day in the hotel's time zone: arrivals and departures of today (canceled ones do
 * not come), guests in house (checked in), and today's arrivals not checked in yet.
 */
async function todayCounts(db: Db, hotelId: string, today: string) {
  // Blocks have no guest who arrives, leaves or is in house.
  const ofHotel = and(eq(bookings.hotelId, hotelId), isGuestStay());
  const notCanceled = ne(bookings.status, 'canceled');
  const [arrivals, departures, inHouse, toCheckIn] = await Promise.all([
    countBookings(db, and(ofHotel, notCanceled, eq(bookings.arrival, today))),
    countBookings(db, and(ofHotel, notCanceled, eq(bookings.departure, today))),
    countBookings(db, and(ofHotel, eq(bookings.status, 'checked_in'))),
    countBookings(
      db,
      and(ofHotel, eq(bookings.arrival, today), inArray(bookings.status, ['new', 'pending'])),
    ),
  ]);
  return { arrivals, departures, inHouse, toCheckIn };
}

export async function dashboard(db: Db, hotelId: string): Promise<DashboardResponse> {
  const today = await hotelToday(db, hotelId);
  const ofHotel = eq(bookings.hotelId, hotelId);
  const stays = and(ofHotel, isGuestStay());
  const arrivals = await baseList(db)
    .where(and(stays, gte(bookings.arrival, today), inArray(bookings.status, ['new', 'pending'])))
    .orderBy(asc(bookings.arrival), asc(bookings.number))
    .limit(PANEL_SIZE);
  const departures = await baseList(db)
    .where(
      and(
        stays,
        gte(bookings.departure, today),
        inArray(bookings.status, ['checked_in', 'pending']),
      ),
    )
    .orderBy(asc(bookings.departure), asc(bookings.number))
    .limit(PANEL_SIZE);
  const [rooms_] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId));
  // A room is held tonight by an assigned booking, an unassigned one holds a room of its type.
  const held = await countBookings(
    db,
    and(
      ofHotel,
      ne(bookings.status, 'canceled'),
      lte(bookings.arrival, today),
      gt(bookings.departure, today),
    ),
  );
  const totalRooms = Number(rooms_?.total ?? 0);
  return {
    today,
    todayCounts: await todayCounts(db, hotelId, today),
    arrivals: arrivals.map((row) => ({
      ...toListItem(row),
      selfCheckInCompleted: row.booking.selfCheckInCompleted,
    })),
    departures: departures.map(toListItem),
    occupancy: { occupiedRooms: Math.min(totalRooms, held), totalRooms },
  };
}
