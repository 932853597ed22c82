import type { Db } from '../../db/client';
import { defineQueue } from '../../jobs/registry';
import { STALE_RUN_MINUTES } from './csv-import-run';
import { findHotelsDueForImport } from './csv-import.repository';
import type { CsvImportService } from './csv-import.service';

export const CSV_IMPORT_SCHEDULE_QUEUE = 'csv-import-schedule';
export const CSV_IMPORT_RUN_QUEUE = 'csv-import-run';
/** How often the schedule looks for hotels whose next import is due. */
export const CSV_IMPORT_SCHEDULE_SECONDS = 60;

/**
 * The scheduled CSV import (spec §9: every `interval` minutes, through the job queue, once
 * across processes). The schedule finds the hotels whose next run is due and sends one run job
 * per hotel and period (the singleton key names the hotel and its last run); the run job checks again that the hotel is due, so a
 * job that waited in the queue never runs a second import of the same period. The run itself is
 * one at a time per hotel (csv_import_runs_one_running).
 */
export function csvImportJobs(
  db: Db,
  service: CsvImportService,
  now: () => Date = () => new Date(),
) {
  const schedule = defineQueue({
    name: CSV_IMPORT_SCHEDULE_QUEUE,
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async handle(_data, { send }) {
      for (const { hotelId, lastStartedAt } of await findHotelsDueForImport(db, now())) {
        // The period is the hotel's: the run after its last one (every process sends the same key).
        const singletonKey = `csv-import:${hotelId}:${lastStartedAt ?? 'first'}`;
        await send(
          CSV_IMPORT_RUN_QUEUE,
          { hotelId },
          { singletonKey, singletonSeconds: CSV_IMPORT_SCHEDULE_SECONDS },
        );
      }
    },
  });

  const run = defineQueue<{ hotelId: string }>({
    name: CSV_IMPORT_RUN_QUEUE,
    // A failed read or file is a failed run (recorded), not a job to retry: the next period tries.
    retryLimit: 0,
    retryDelaySeconds: 60,
    // A run still going after this is taken for crashed; its row no longer blocks after as long.
    expireInSeconds: STALE_RUN_MINUTES * 60,
    async handle({ hotelId }) {
      const [due] = await findHotelsDueForImport(db, now(), hotelId);
      if (due) await service.runScheduled(hotelId);
    },
  });

  return {
    queues: [schedule, run],
    schedules: [{ queue: CSV_IMPORT_SCHEDULE_QUEUE, everySeconds: CSV_IMPORT_SCHEDULE_SECONDS }],
  };
}
