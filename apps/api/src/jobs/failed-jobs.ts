import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { failedJobs } from '../db/schema-platform';
import { createErrorRecorder, describeThrown } from '../modules/error-log';
import type { JobData } from './registry';

const MAX_ERROR_LENGTH = 2000;

/**
 * The error as stored and logged: its message with email addresses masked (an SMTP server
 * names the recipient it refused), bounded in length.
 */
export function describeJobError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[email]').slice(0, MAX_ERROR_LENGTH);
}

/**
 * A job that failed its last try: a row the admin area can list, an occurrence in the error
 * log (kind job, grouped by queue and message), and one log line.
 */
export async function recordFailedJob(
  db: Db,
  log: FastifyBaseLogger,
  failure: { queue: string; jobId: string; data: JobData; error: unknown; attempts: number },
) {
  const error = describeJobError(failure.error);
  const hotelId = typeof failure.data.hotelId === 'string' ? failure.data.hotelId : null;
  await db.insert(failedJobs).values({
    queue: failure.queue,
    jobId: failure.jobId,
    hotelId,
    data: failure.data,
    error,
    attempts: failure.attempts,
  });
  const thrown = describeThrown(failure.error);
  await createErrorRecorder({ db, log }).record({
    kind: 'job',
    source: failure.queue,
    name: thrown.name,
    message: thrown.message,
    stack: thrown.stack,
    hotelId,
    context: { jobId: failure.jobId, attempts: failure.attempts },
  });
  log.error(
    { queue: failure.queue, jobId: failure.jobId, hotelId, attempts: failure.attempts, error },
    'A job failed its last try',
  );
}
