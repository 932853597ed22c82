import { sql } from 'drizzle-orm';
import { SmoobuError } from '../../adapters/channels/smoobu-api';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { syncJobs } from '../../db/schema-setup';
import { describeJobError } from '../../jobs/failed-jobs';
import { defineQueue } from '../../jobs/registry';
import { isPermanentRefusal } from '../channel-ingest';
import {
  CHANNEL_PULL_PERIOD_SECONDS,
  deleteOldScheduledSyncJobs,
  SYNC_CHANNEL_QUEUE,
} from '../sync';
import type { SmoobuInbound } from './smoobu-inbound';
import { createSmoobuPuller } from './smoobu-puller';

export const SMOOBU_APPLY_QUEUE = 'smoobu.apply_reservation';
export const SMOOBU_PULL_SWEEP_QUEUE = 'smoobu.pull_sweep';

/**
 * The webhook's work, off the request: fetch the reservation from Smoobu and apply it. A job
 * outlives a Smoobu that is down for a while (five retries from 30 s, each twice as late: about
 * 15 minutes) and a process that dies in between; the webhook has already answered 200, so
 * Smoobu does not resend. Our booking rules refusing the reservation (an AppError below 500) is
 * final: the same reservation gets the same answer, so it is recorded once and not retried.
 */
export function smoobuInboundJobs(db: Db, inbound: SmoobuInbound) {
  const apply = defineQueue<{ hotelId: string; reservationId: string }>({
    name: SMOOBU_APPLY_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    async handle({ hotelId, reservationId }) {
      try {
        // The ingest counts what it did and notes the success on the channel's sync state.
        await inbound.applyById(hotelId, reservationId);
      } catch (error) {
        // Refused for good; the ingest has recorded it (once) for the sync tab.
        if (isPermanentRefusal(error)) return;
        throw error;
      }
    },
    // Smoobu stayed unreachable for every try; the ingest records its own failures itself.
    onFinalFailure: async ({ hotelId, reservationId }, error) => {
      if (error instanceof SmoobuError) {
        await inbound.recordError(hotelId, describeJobError(error), reservationId);
      }
    },
  });

  /**
   * Every hotel with Smoobu on gets a scheduled `sync.channel` run (one per hotel and period);
   * the runs of last week and before go, so the table does not grow for ever.
   */
  const sweep = defineQueue({
    name: SMOOBU_PULL_SWEEP_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    async handle(_data, { send }) {
      await deleteOldScheduledSyncJobs(db);
      const enabled = await db
        .select({ id: hotels.id })
        .from(hotels)
        .where(sql`(${hotels.plugins} -> 'smoobu' ->> 'enabled') = 'true'`);
      for (const { id: hotelId } of enabled) {
        await db.transaction(async (tx) => {
          const [job] = await tx
            .insert(syncJobs)
            .values({ hotelId, channel: 'smoobu', trigger: 'schedule' })
            .returning({ id: syncJobs.id });
          await send(SYNC_CHANNEL_QUEUE, { hotelId, syncJobId: job!.id }, { tx });
        });
      }
    },
  });

  return {
    queues: [apply, sweep],
    // A lost webhook shows up within one period (the sync tab shows the next run from it).
    schedule: { queue: SMOOBU_PULL_SWEEP_QUEUE, everySeconds: CHANNEL_PULL_PERIOD_SECONDS },
    /** `sync.channel`'s puller for Smoobu (forced and scheduled runs). */
    puller: createSmoobuPuller({ db, inbound }),
  };
}
