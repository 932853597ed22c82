import { and, desc, eq, inArray } from 'drizzle-orm';
import type { SyncChannel, SyncSkipReason } from '@hotel/shared/contracts/sync';
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

    async queue(hotelId: string, channels: SyncChannel[], requestedBy: string) {
      return db
        .insert(syncJobs)
        .values(channels.map((channel) => ({ hotelId, channel, requestedBy })))
        .returning();
    },

    /** Marks a job running; undefined when it already finished (a redelivered job). */
    async start(hotelId: string, id: string): Promise<SyncJobRow | undefined> {
      const [row] = await db
        .update(syncJobs)
        .set({ status: 'running' })
        .where(
          and(
            eq(syncJobs.hotelId, hotelId),
            eq(syncJobs.id, id),
            inArray(syncJobs.status, ['queued', 'running']),
          ),
        )
        .returning();
      return row;
    },

    async finish(
      id: string,
      outcome: { status: 'skipped'; reason: SyncSkipReason } | { status: 'failed'; error: string },
    ) {
      await db
        .update(syncJobs)
        .set({ ...outcome, finishedAt: new Date() })
        .where(eq(syncJobs.id, id));
    },
  };
}
