import type { SyncChannel, SyncJob, SyncStatus } from '@hotel/shared/contracts/sync';
import type { Db } from '../../db/client';
import type { SyncJobRow } from '../../db/schema-setup';
import { AppError } from '../../lib/app-error';
import { createSyncRepository } from './sync.repository';

/** Connection fields shown to staff to recognise the account; the API key never leaves. */
const SMOOBU_DETAIL_FIELDS = ['customer_id', 'smoobu_channel_id'] as const;

function toSyncJob(row: SyncJobRow): SyncJob {
  return {
    _id: row.id,
    channel: row.channel as SyncChannel,
    status: row.status,
    error: row.error,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function createSyncService(deps: { db: Db }) {
  const repository = createSyncRepository(deps.db);

  async function channels(hotelId: string) {
    const smoobu = (await repository.plugins(hotelId))?.smoobu ?? { enabled: false };
    const details: Record<string, string> = {};
    for (const field of SMOOBU_DETAIL_FIELDS) {
      const value = smoobu[field];
      if (typeof value === 'string' || typeof value === 'number') details[field] = String(value);
    }
    return [{ channel: 'smoobu' as const, isConnected: smoobu.enabled === true, details }];
  }

  return {
    async status(hotelId: string): Promise<SyncStatus> {
      const list = await channels(hotelId);
      return {
        channels: await Promise.all(
          list.map(async (entry) => {
            const last = await repository.lastJob(hotelId, entry.channel);
            return { ...entry, lastJob: last ? toSyncJob(last) : null };
          }),
        ),
      };
    },

    /**
     * Queues one job per connected channel. The jobs stay queued until a channel worker runs
     * them: nothing here pretends a sync happened.
     */
    async requestSync(hotelId: string, userId: string): Promise<SyncJob[]> {
      const connected = (await channels(hotelId)).filter((entry) => entry.isConnected);
      if (connected.length === 0) throw new AppError('CONFLICT', 'errors.noChannelConnected');
      const rows = await repository.queue(
        hotelId,
        connected.map((entry) => entry.channel),
        userId,
      );
      return rows.map(toSyncJob);
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
