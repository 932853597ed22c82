import { and, eq, gt, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { roomServices } from '../../db/schema-operations';

/**
 * The SQL of the automatic cleaning records (cleaning-records.ts has the rules). Each record
 * exists once per booking, kind and day: every insert goes through the partial unique index
 * `room_services_booking_kind_day_unique`. Functions take the database or the caller's
 * transaction and never open one.
 */

/** The conflict target: the partial unique index on (booking, kind, day) of automatic records. */
const automaticRecordKey = [roomServices.bookingId, roomServices.kind, roomServices.day];
const isAutomaticRecord = isNotNull(roomServices.bookingId);

export interface AutomaticRecord {
  hotelId: string;
  roomId: string;
  bookingId: string;
  kind: 'departure' | 'stay_over';
  start: Date;
  end: Date;
  day: string;
}

/**
 * Writes a departure record; one that a job already wrote takes this window and room, unless
 * somebody started on it (only an open record changes).
 */
export async function upsertDepartureRecord(db: Db | Tx, record: Omit<AutomaticRecord, 'kind'>) {
  await db
    .insert(roomServices)
    .values({ ...record, kind: 'departure' })
    .onConflictDoUpdate({
      target: automaticRecordKey,
      targetWhere: isAutomaticRecord,
      set: { roomId: record.roomId, start: record.start, end: record.end, updatedAt: new Date() },
      setWhere: sql`${roomServices.status} = 'open'`,
    });
}

/** Cancels the booking's open stay-over records from `fromDay` on. */
export async function cancelOpenStayOvers(db: Db | Tx, bookingId: string, fromDay: string) {
  await db
    .update(roomServices)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(
      and(
        eq(roomServices.bookingId, bookingId),
        eq(roomServices.kind, 'stay_over'),
        eq(roomServices.status, 'open'),
        gte(roomServices.day, fromDay),
      ),
    );
}

/**
 * The hotel's stays with a room that need a record on `today`: leaving today (checked in or
 * already completed), or checked in, arrived before today and leaving after it.
 */
export function findStaysToClean(db: Db | Tx, hotelId: string, today: string) {
  const departsToday = and(
    eq(bookings.departure, today),
    inArray(bookings.status, ['checked_in', 'completed']),
  );
  const staysOver = and(
    eq(bookings.status, 'checked_in'),
    lt(bookings.arrival, today),
    gt(bookings.departure, today),
  );
  return db
    .select({ id: bookings.id, roomId: bookings.roomId, departure: bookings.departure })
    .from(bookings)
    .where(
      and(eq(bookings.hotelId, hotelId), isNotNull(bookings.roomId), or(departsToday, staysOver)),
    );
}

/** Inserts the records that do not exist yet; returns how many it wrote. */
export async function insertMissingRecords(db: Db | Tx, records: AutomaticRecord[]) {
  const written = await db
    .insert(roomServices)
    .values(records)
    .onConflictDoNothing({ target: automaticRecordKey, where: isAutomaticRecord })
    .returning({ id: roomServices.id });
  return written.length;
}

/** Every hotel, for the sweep (a system job, not a request of one hotel). */
export async function findAllHotelIds(db: Db | Tx) {
  const rows = await db.select({ id: hotels.id }).from(hotels);
  return rows.map((row) => row.id);
}
