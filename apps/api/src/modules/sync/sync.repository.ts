import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { syncJobs, type SyncJobRow } from '../../db/schema-setup';

export function createSyncRepository(db: Db) {
  return {
    async plugins(hotelId: string) {
      const [row] = await db
        .select({ plugins: hotels.plugins })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return row?.plugins;
    },

    async lastJob(hotelId: string, channel: string): Promise<SyncJobRow | undefined> {
      const [row] = await db
        .select()
        .from(syncJobs)
        .where(and(eq(syncJobs.hotelId, hotelId), eq(syncJobs.channel, channel)))
        .orderBy(desc(syncJobs.createdAt))
        .limit(1);
      return row;
    },

    async queue(hotelId: string, channels: string[], requestedBy: string): Promise<SyncJobRow[]> {
      return db
        .insert(syncJobs)
        .values(channels.map((channel) => ({ hotelId, channel, requestedBy })))
        .returning();
    },
  };
}
