import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { ensureCleaningRecordsForAllHotels } from '../modules/room-service/cleaning-records';

export const CLEANING_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Writes every hotel's automatic cleaning records for its own today: at start and every ten
 * minutes, so a departure day or a stay-over day that begins at midnight in the hotel shows
 * up on the board even before anyone opens it. Several replicas may sweep at once: the
 * unique index keeps each record single. A failed run is logged and the next one tries again.
 */
export function startCleaningSweep(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = CLEANING_SWEEP_INTERVAL_MS,
) {
  let running: Promise<void> | undefined;
  let stopped = false;

  const sweep = () => {
    // A slow run is never overlapped by the next tick.
    if (running || stopped) return;
    running = ensureCleaningRecordsForAllHotels(db, (hotelId, error) =>
      log.error({ err: error, hotelId }, 'Cleaning sweep failed for a hotel'),
    )
      .then((written) => {
        if (written > 0) log.info({ written }, 'Cleaning sweep wrote room service records');
      })
      .catch((error: unknown) => log.error({ err: error }, 'Cleaning sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();

  return {
    /** Stops the timer and waits for a run in progress, so the database can close after it. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
