import type { Db } from '../../db/client';
import { describeJobError } from '../../jobs/failed-jobs';
import { defineQueue } from '../../jobs/registry';
import { createSyncRepository } from './sync.repository';
import { channelConnections } from './sync-channels';

export const SYNC_CHANNEL_QUEUE = 'sync.channel';

/**
 * Runs one requested channel sync. Until a channel has its worker (Smoobu comes with the
 * channel issue), a connected channel ends as skipped with `channel_worker_unavailable`.
 */
export function syncChannelQueue(db: Db) {
  const repository = createSyncRepository(db);
  return defineQueue<{ hotelId: string; syncJobId: string }>({
    name: SYNC_CHANNEL_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 600,
    async handle({ hotelId, syncJobId }) {
      const job = await repository.start(hotelId, syncJobId);
      if (!job) return;
      const channel = (await channelConnections(repository, hotelId)).find(
        (entry) => entry.channel === job.channel,
      );
      await repository.finish(syncJobId, {
        status: 'skipped',
        reason: channel?.isConnected ? 'channel_worker_unavailable' : 'no_channel_connected',
      });
    },
    onFinalFailure: ({ syncJobId }, error) =>
      repository.finish(syncJobId, { status: 'failed', error: describeJobError(error) }),
  });
}
