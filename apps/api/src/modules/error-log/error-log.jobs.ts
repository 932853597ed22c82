import type { Db } from '../../db/client';
import { defineQueue } from '../../jobs/registry';
import { createErrorLogRepository } from './error-log.repository';
import { ERROR_LOG_KEEP_DAYS } from './error-log.service';

export const ERROR_LOG_RETENTION_QUEUE = 'error-log.retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The error log keeps 30 days: older occurrences go, and with them every group that has none
 * left. Four times a day: pg-boss refuses a singleton period longer than its archive interval.
 */
export function errorLogJobs(db: Db, clock: () => Date = () => new Date()) {
  const repository = createErrorLogRepository(db);
  return {
    queue: defineQueue({
      name: ERROR_LOG_RETENTION_QUEUE,
      retryLimit: 3,
      retryDelaySeconds: 300,
      expireInSeconds: 300,
      async handle(_data, context) {
        const cutoff = new Date(clock().getTime() - ERROR_LOG_KEEP_DAYS * DAY_MS);
        const deleted = await repository.deleteBefore(cutoff);
        context.log.info(deleted, 'error log retention');
      },
    }),
    schedule: { queue: ERROR_LOG_RETENTION_QUEUE, everySeconds: 6 * 60 * 60 },
  };
}
