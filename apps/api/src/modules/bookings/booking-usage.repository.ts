import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, bookingServices } from '../../db/schema-bookings';

/**
 * How many bookings use a room type, room or service. Setup deletes ask first, so the desk gets a
 * clear 409 with the count instead of a foreign key error (canceled bookings count too: the
 * booking still names the room and its services).
 */
async function count(db: Db, table: typeof bookings | typeof bookingServices, where: SQL) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.count ?? 0);
}

export const bookingsOfRoomType = (db: Db, roomTypeId: string) =>
  count(db, bookings, eq(bookings.roomTypeId, roomTypeId));

export const bookingsOfRoom = (db: Db, roomId: string) =>
  count(db, bookings, eq(bookings.roomId, roomId));

export const bookingsWithService = (db: Db, serviceId: string) =>
  count(db, bookingServices, eq(bookingServices.serviceId, serviceId));
