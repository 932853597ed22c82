import type { Db } from '../../db/client';
import { describeJobError } from '../../jobs/failed-jobs';
import { defineQueue } from '../../jobs/registry';
import { ensureChannelSyncState } from '../channel-ingest';
import type { ChannelPullers } from './channel-puller';
import { createSyncRepository } from './sync.repository';
import { channelConnections } from './sync-channels';

export const SYNC_CHANNEL_QUEUE = 'sync.channel';

/**
 * Runs one requested channel sync through the channel's puller. A channel that is not
 * connected ends as skipped (no_channel_connected), RoomRaccoon too (it pushes: nothing to
 * fetch); a connected channel without a puller fails with a clear error, never a pretended sync.
 * A puller that throws is retried; after the last try the job ends as failed with its error.
 */
export function syncChannelQueue(db: Db, pullers: ChannelPullers = {}) {
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
      if (!channel?.isConnected) {
        await repository.finish(syncJobId, { status: 'skipped', reason: 'no_channel_connected' });
        return;
      }
      if (channel.channel === 'roomraccoon') {
        await repository.finish(syncJobId, { status: 'skipped', reason: 'channel_pushes_only' });
        return;
      }
      const puller = pullers[channel.channel];
      if (!puller) {
        await repository.finish(syncJobId, {
          status: 'failed',
          error: `No puller is registered for the channel ${channel.channel}`,
        });
        return;
      }
      const counts = await puller(hotelId, job.trigger);
      await repository.finish(syncJobId, { status: 'succeeded', counts });
      await ensureChannelSyncState(db, hotelId, channel.channel);
      await repository.markSucceeded(hotelId, channel.channel);
    },
    onFinalFailure: ({ syncJobId }, error) =>
      repository.finish(syncJobId, { status: 'failed', error: describeJobError(error) }),
  });
}
