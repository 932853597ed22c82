import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { LockHardware } from '@hotel/shared/locks';
import { lockSettingsOf } from '../../adapters/locks/resolve-lock-provider';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { lockOpenings, locks, type LockRow } from '../../db/schema-locks';
import { rooms } from '../../db/schema-setup';

export type LockValues = Pick<
  typeof locks.$inferInsert,
  'name' | 'hardware' | 'providerId' | 'shared' | 'roomId'
>;

export interface LockWithRoom {
  lock: LockRow;
  room: { id: string; number: string } | null;
}

/** Every query is scoped by hotel (DESIGN decision 6). */
export function createLocksRepository(db: Db) {
  const selectWithRoom = (condition: SQL | undefined) =>
    db
      .select({ lock: locks, room: { id: rooms.id, number: rooms.number } })
      .from(locks)
      .leftJoin(rooms, eq(rooms.id, locks.roomId))
      .where(condition);

  return {
    /** The hardware the hotel is configured for (its lock settings; bwOnline by default). */
    async configuredHardware(hotelId: string): Promise<LockHardware> {
      const [row] = await db
        .select({ lockSettings: hotels.lockSettings })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return lockSettingsOf(row?.lockSettings).hardware;
    },

    async list(hotelId: string, hardware: LockHardware): Promise<LockWithRoom[]> {
      return selectWithRoom(and(eq(locks.hotelId, hotelId), eq(locks.hardware, hardware)));
    },

    async find(hotelId: string, id: string): Promise<LockWithRoom | undefined> {
      const [row] = await selectWithRoom(and(eq(locks.hotelId, hotelId), eq(locks.id, id)));
      return row;
    },

    async roomOfHotel(hotelId: string, roomId: string) {
      const [row] = await db
        .select({ id: rooms.id, number: rooms.number })
        .from(rooms)
        .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, roomId)));
      return row;
    },

    /** The lock (other than `exceptId`) already placed in the room. */
    async lockOfRoom(roomId: string, exceptId?: string) {
      const conditions = [eq(locks.roomId, roomId)];
      if (exceptId) conditions.push(ne(locks.id, exceptId));
      const [row] = await db
        .select({ id: locks.id, name: locks.name })
        .from(locks)
        .where(and(...conditions));
      return row;
    },

    /** Whether another lock of the hotel and hardware has this provider id. */
    async isProviderIdTaken(
      hotelId: string,
      hardware: LockHardware,
      providerId: string,
      exceptId?: string,
    ) {
      const conditions = [
        eq(locks.hotelId, hotelId),
        eq(locks.hardware, hardware),
        eq(locks.providerId, providerId),
      ];
      if (exceptId) conditions.push(ne(locks.id, exceptId));
      const [row] = await db
        .select({ id: locks.id })
        .from(locks)
        .where(and(...conditions));
      return Boolean(row);
    },

    async insert(hotelId: string, values: LockValues) {
      const [row] = await db
        .insert(locks)
        .values({ ...values, hotelId })
        .returning();
      return row!;
    },

    async update(hotelId: string, id: string, values: LockValues) {
      const [row] = await db
        .update(locks)
        .set(values)
        .where(and(eq(locks.hotelId, hotelId), eq(locks.id, id)))
        .returning();
      return row;
    },

    /** The hotel's last openings and failed tries, newest first, with the lock's name. */
    async lastOpenings(hotelId: string, limit: number) {
      return db
        .select({ opening: lockOpenings, lockName: locks.name })
        .from(lockOpenings)
        .innerJoin(locks, eq(locks.id, lockOpenings.lockId))
        .where(eq(lockOpenings.hotelId, hotelId))
        .orderBy(desc(lockOpenings.createdAt), desc(lockOpenings.id))
        .limit(limit);
    },
  };
}
