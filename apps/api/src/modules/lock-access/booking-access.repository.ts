import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hotels, type HotelSettingRow, type LockSettingsRow } from '../../db/schema';
import {
  bookingAccess,
  lockGrants,
  locks,
  type BookingAccessRow,
  type LockGrantRow,
  type LockRow,
} from '../../db/schema-locks';
import { lockSettingsOf } from '../../adapters/locks/resolve-lock-provider';

type Executor = Db | Tx;
export type SyncStatus = BookingAccessRow['syncStatus'];

/** The hotel's setting (times, features) and lock settings (hardware), or undefined. */
export async function findHotelLockContext(
  db: Executor,
  hotelId: string,
): Promise<{ setting: HotelSettingRow; lockSettings: LockSettingsRow } | undefined> {
  const [row] = await db
    .select({ setting: hotels.setting, lockSettings: hotels.lockSettings })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row && { setting: row.setting, lockSettings: lockSettingsOf(row.lockSettings) };
}

export async function findBookingAccess(
  db: Executor,
  hotelId: string,
  bookingId: string,
): Promise<BookingAccessRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingAccess)
    .where(and(eq(bookingAccess.bookingId, bookingId), eq(bookingAccess.hotelId, hotelId)));
  return row;
}

/** The booking's access row, locked until the transaction ends. */
export async function lockBookingAccess(tx: Tx, hotelId: string, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookingAccess)
    .where(and(eq(bookingAccess.bookingId, bookingId), eq(bookingAccess.hotelId, hotelId)))
    .for('update');
  return row;
}

/** Creates the booking's access row with these values, or changes only these values. */
export async function upsertBookingAccess(
  db: Executor,
  hotelId: string,
  bookingId: string,
  values: Partial<Pick<BookingAccessRow, 'entranceCode' | 'syncStatus' | 'syncError'>>,
) {
  await db
    .insert(bookingAccess)
    .values({ bookingId, hotelId, ...values })
    .onConflictDoUpdate({
      target: bookingAccess.bookingId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * A sync job is on its way: pending, except that a booking whose sync failed stays failed
 * until a sync succeeds or staff retry (the bell rang once for it).
 */
export async function markSyncQueued(
  db: Executor,
  hotelId: string,
  bookingId: string,
  /** Changed with it, e.g. the access method a guest switched to. */
  values: { method?: BookingAccessRow['method'] } = {},
) {
  await db
    .insert(bookingAccess)
    .values({ bookingId, hotelId, ...values, syncStatus: 'pending' })
    .onConflictDoUpdate({
      target: bookingAccess.bookingId,
      set: {
        ...values,
        syncStatus: sql`case when ${bookingAccess.syncStatus} = 'failed' then 'failed' else 'pending' end`,
        updatedAt: sql`now()`,
      },
    });
}

/** A new entrance code, only where one was already handed out (the code reset renews it). */
export async function replaceEntranceCode(
  db: Executor,
  hotelId: string,
  bookingId: string,
  code: string,
) {
  await db
    .update(bookingAccess)
    .set({ entranceCode: code, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookingAccess.bookingId, bookingId),
        eq(bookingAccess.hotelId, hotelId),
        sql`${bookingAccess.entranceCode} is not null`,
      ),
    );
}

/** What the provider holds for the booking, with the lock each grant is at. */
export async function findGrantsOfBooking(
  db: Executor,
  hotelId: string,
  bookingId: string,
): Promise<{ grant: LockGrantRow; lock: LockRow }[]> {
  return db
    .select({ grant: lockGrants, lock: locks })
    .from(lockGrants)
    .innerJoin(locks, eq(locks.id, lockGrants.lockId))
    .where(and(eq(lockGrants.bookingId, bookingId), eq(lockGrants.hotelId, hotelId)));
}

export async function insertGrant(
  db: Executor,
  grant: Omit<LockGrantRow, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(lockGrants).values(grant);
}

export async function deleteGrant(db: Executor, id: string) {
  await db.delete(lockGrants).where(eq(lockGrants.id, id));
}
