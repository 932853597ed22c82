import { and, desc, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncJobs } from '../../db/schema-setup';

/** Scheduled runs older than this say nothing the sync tab shows (it lists the latest). */
export const SCHEDULED_SYNC_JOBS_KEPT_DAYS = 7;

/**
 * Deletes finished scheduled runs older than SCHEDULED_SYNC_JOBS_KEPT_DAYS: the 15-minute pull
 * adds one per hotel and channel every period, ~700 a week each. Manual runs stay (someone asked
 * for them), and so does each hotel's latest scheduled run per channel (the next one is planned
 * from it), however old.
 */
export async function deleteOldScheduledSyncJobs(db: Db, now = new Date()) {
  const before = new Date(now.getTime() - SCHEDULED_SYNC_JOBS_KEPT_DAYS * 24 * 3600_000);
  const latestPerChannel = db
    .selectDistinctOn([syncJobs.hotelId, syncJobs.channel], { id: syncJobs.id })
    .from(syncJobs)
    .where(eq(syncJobs.trigger, 'schedule'))
    .orderBy(syncJobs.hotelId, syncJobs.channel, desc(syncJobs.createdAt));
  await db
    .delete(syncJobs)
    .where(
      and(
        eq(syncJobs.trigger, 'schedule'),
        isNotNull(syncJobs.finishedAt),
        lt(syncJobs.createdAt, before),
        notInArray(syncJobs.id, latestPerChannel),
      ),
    );
}
