import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema-platform';

export function createRateLimitsRepository(db: Db) {
  return {
    /** Raises the key's counter of this window by one (atomic across processes); the new count. */
    async increment(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      return row!.count;
    },

    async count(key: string, windowStart: Date): Promise<number> {
      const [row] = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${windowStart}`,
        );
      return row?.count ?? 0;
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, cutoff));
    },
  };
}
