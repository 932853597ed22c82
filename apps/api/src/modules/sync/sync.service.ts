import {
  NO_SYNC_COUNTS,
  SYNC_CHANNELS,
  type SyncChannel,
  type SyncJob,
  type SyncSkipReason,
  type SyncStatus,
} from '@hotel/shared/contracts/sync';
import type { Db } from '../../db/client';
import type { SyncJobRow } from '../../db/schema-setup';
import type { JobSender } from '../../jobs/registry';
import { createSyncRepository } from './sync.repository';
import { channelConnections } from './sync-channels';
import { SYNC_CHANNEL_QUEUE } from './sync.jobs';

function toSyncJob(row: SyncJobRow): SyncJob {
  return {
    _id: row.id,
    channel: row.channel as SyncChannel,
    status: row.status,
    error: row.error,
    reason: row.reason as SyncSkipReason | null,
    trigger: row.trigger,
    counts: row.counts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createSyncService(deps: { db: Db; jobs: JobSender }) {
  const repository = createSyncRepository(deps.db);
  const channels = (hotelId: string) => channelConnections(repository, hotelId);

  return {
    async status(hotelId: string): Promise<SyncStatus> {
      const list = await channels(hotelId);
      return {
        channels: await Promise.all(
          list.map(async (entry) => {
            const last = await repository.lastJob(hotelId, entry.channel);
            // The channel workers (issue 16) fill in the run's state; until then nothing ran.
            return {
              ...entry,
              lastSuccessAt: null,
              nextRunAt: null,
              counts: NO_SYNC_COUNTS,
              lastErrors: [],
              issues: [],
              lastJob: last ? toSyncJob(last) : null,
            };
          }),
        ),
      };
    },

    /**
     * Queues one job per channel, row and queue job in one transaction. The job decides when
     * it runs: a channel that is not connected (or has no worker yet) ends as skipped with its
     * reason, never as a pretended sync.
     */
    async requestSync(hotelId: string, userId: string): Promise<SyncJob[]> {
      const rows = await deps.db.transaction(async (tx) => {
        const queued = await createSyncRepository(tx).queue(hotelId, [...SYNC_CHANNELS], userId);
        for (const row of queued) {
          await deps.jobs.send(SYNC_CHANNEL_QUEUE, { hotelId, syncJobId: row.id }, { tx });
        }
        return queued;
      });
      return rows.map(toSyncJob);
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
