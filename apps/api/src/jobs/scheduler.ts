import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { JobSender, ScheduleDefinition } from './registry';

/**
 * Every process that runs jobs sends each schedule's job twice per period with a singleton key
 * per period: pg-boss's unique index (queue, period start, key) keeps exactly one job per period
 * across all processes, and sending twice keeps a period from being missed when clocks drift.
 * The work itself runs on the queue, once; this loop only sends. (pg-boss's own cron works in
 * whole minutes; the scale test needs periods of seconds.) `stop` ends the loops and waits for a
 * send in flight, so nothing is sent after the queue has stopped.
 */
/** pg-boss 10 refuses a singleton period longer than its archive interval (12 hours). */
export const MAX_SCHEDULE_SECONDS = 12 * 60 * 60;

export function startScheduler(
  schedules: ScheduleDefinition[],
  send: JobSender['send'],
  log: FastifyBaseLogger,
) {
  // Refused at start, not logged once a period: a longer schedule would silently never run.
  const tooLong = schedules.find((schedule) => schedule.everySeconds > MAX_SCHEDULE_SECONDS);
  if (tooLong) {
    throw new Error(
      `Schedule ${tooLong.queue}: every ${tooLong.everySeconds} s exceeds ${MAX_SCHEDULE_SECONDS} s`,
    );
  }
  const stopping = new AbortController();
  const loops = schedules.map(async (schedule) => {
    while (!stopping.signal.aborted) {
      await send(
        schedule.queue,
        {},
        { singletonKey: schedule.queue, singletonSeconds: schedule.everySeconds },
      ).catch((error: unknown) =>
        log.error({ err: error, queue: schedule.queue }, 'Sending a scheduled job failed'),
      );
      await sleep((schedule.everySeconds * 1000) / 2, undefined, {
        signal: stopping.signal,
        ref: false,
      }).catch(() => {
        // Aborted by stop: the loop ends.
      });
    }
  });
  return {
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
