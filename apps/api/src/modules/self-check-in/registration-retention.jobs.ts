import type { Db } from '../../db/client';
import { defineQueue } from '../../jobs/registry';
import { deleteExpiredRegistrations, deleteOldLoginCodes } from './self-check-in.repository';

export const GUEST_DATA_RETENTION_QUEUE = 'guest-app.retention';

/** Sign-in codes count toward the daily limits for a day; two days keeps a margin, then they go. */
const LOGIN_CODE_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Daily: registration forms whose `delete_after` day (one year after departure, BMG §30(4))
 * lies before today (UTC; a form lives a few hours longer in hotels west of UTC, well within
 * the law's three months), and guest sign-in codes older than two days.
 */
export function guestDataRetentionJobs(db: Db, clock: () => Date = () => new Date()) {
  return {
    queue: defineQueue({
      name: GUEST_DATA_RETENTION_QUEUE,
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 300,
      async handle(_data, context) {
        const now = clock();
        const forms = await deleteExpiredRegistrations(db, now.toISOString().slice(0, 10));
        const codes = await deleteOldLoginCodes(db, new Date(now.getTime() - LOGIN_CODE_KEEP_MS));
        // Counts only: nothing personal in the log.
        context.log.info({ forms, codes }, 'guest data retention');
      },
    }),
    // Four times a day: a day's late deletion is well inside the law's three months, and pg-boss
    // refuses a singleton period longer than its archive interval (12 h).
    schedule: { queue: GUEST_DATA_RETENTION_QUEUE, everySeconds: 6 * 60 * 60 },
  };
}
