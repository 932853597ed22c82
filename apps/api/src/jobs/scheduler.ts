import type { FastifyBaseLogger } from 'fastify';
import type { JobSender, ScheduleDefinition } from './registry';

/**
 * Every process that runs jobs sends each schedule's job twice per period with a singleton key
 * per period: pg-boss's unique index (queue, period start, key) keeps exactly one job per period
 * across all processes, and ticking twice keeps a period from being missed when clocks drift.
 * (pg-boss's own cron works in whole minutes; the scale test needs periods of seconds.)
 */
export function startScheduler(
  schedules: ScheduleDefinition[],
  send: JobSender['send'],
  log: FastifyBaseLogger,
) {
  const timers = schedules.map((schedule) => {
    const tick = () =>
      send(
        schedule.queue,
        {},
        { singletonKey: schedule.queue, singletonSeconds: schedule.everySeconds },
      ).catch((error: unknown) =>
        log.error({ err: error, queue: schedule.queue }, 'Sending a scheduled job failed'),
      );
    void tick();
    const timer = setInterval(tick, (schedule.everySeconds * 1000) / 2);
    timer.unref();
    return timer;
  });
  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
