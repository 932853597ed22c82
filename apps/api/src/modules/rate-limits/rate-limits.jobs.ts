import type { Db } from '../../db/client';
import { defineQueue } from '../../jobs/registry';
import { createRateLimiter } from './rate-limits.service';

export const RATE_LIMITS_CLEANUP_QUEUE = 'rate-limits.cleanup';

/** Hourly: counters of windows that ended long ago are deleted, so the table stays small. */
export function rateLimitJobs(db: Db) {
  const limiter = createRateLimiter({ db });
  return {
    queue: defineQueue({
      name: RATE_LIMITS_CLEANUP_QUEUE,
      retryLimit: 2,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
      handle: () => limiter.deleteExpired(),
    }),
    schedule: { queue: RATE_LIMITS_CLEANUP_QUEUE, everySeconds: 3600 },
  };
}
