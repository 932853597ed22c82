import {
  NO_SYNC_COUNTS,
  SYNC_CHANNELS,
  type SyncChannel,
  type SyncIssue,
  type SyncJob,
  type SyncSkipReason,
  type SyncStatus,
} from '@hotel/shared/contracts/sync';
import type { Language } from '@hotel/shared/i18n/messages';
import type { Db } from '../../db/client';
import type { SyncJobRow } from '../../db/schema-setup';
import type { JobSender } from '../../jobs/registry';
import { describeReservationError } from '../channel-ingest';
import { CHANNEL_PULL_PERIOD_SECONDS } from './channel-puller';
import { createSyncRepository } from './sync.repository';
import { channelConnections, type ChannelConnection } from './sync-channels';
import { SYNC_CHANNEL_QUEUE } from './sync.jobs';

function toSyncJob(row: SyncJobRow): SyncJob {
  return {
    _id: row.id,
    channel: row.channel as SyncChannel,
    status: row.status,
    error: row.error,
    reason: row.reason as SyncSkipReason | null,
    trigger: row.trigger,
    counts: { ...NO_SYNC_COUNTS, ...row.counts },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

type IssueRow = Awaited<ReturnType<ReturnType<typeof createSyncRepository>['issues']>>[number];

function toSyncIssue({ reservation, booking }: IssueRow): SyncIssue {
  return {
    _id: reservation.id,
    kind: reservation.state === 'conflict' ? 'conflict' : 'unmapped',
    externalId: reservation.externalId ?? '',
    guestName: reservation.guestName,
    arrival: reservation.arrival ?? '',
    departure: reservation.departure ?? '',
    channelUnit: reservation.channelUnit,
    booking: booking ? { _id: booking.id, number: booking.number } : null,
    updatedAt: reservation.updatedAt.toISOString(),
  };
}

export function createSyncService(deps: { db: Db; jobs: JobSender }) {
  const repository = createSyncRepository(deps.db);

  /** Smoobu is pulled on a schedule; RoomRaccoon pushes, so it has no next run. */
  async function nextRunAt(hotelId: string, connection: ChannelConnection) {
    if (!connection.isConnected || connection.channel === 'roomraccoon') return null;
    const last = await repository.lastScheduledAt(hotelId, connection.channel);
    return last
      ? new Date(last.getTime() + CHANNEL_PULL_PERIOD_SECONDS * 1000).toISOString()
      : null;
  }

  async function channelStatus(hotelId: string, connection: ChannelConnection, language: Language) {
    const { channel } = connection;
    const [state, errors, issues, last, next] = await Promise.all([
      repository.syncState(hotelId, channel),
      repository.latestErrors(hotelId, channel),
      repository.issues(hotelId, channel),
      repository.lastJob(hotelId, channel),
      nextRunAt(hotelId, connection),
    ]);
    return {
      ...connection,
      lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
      nextRunAt: next,
      counts: { ...NO_SYNC_COUNTS, ...state?.counts },
      lastErrors: errors.map((error) => ({
        at: error.createdAt.toISOString(),
        message: describeReservationError(error.externalId, error.message, language),
      })),
      issues: issues.map(toSyncIssue),
      lastJob: last ? toSyncJob(last) : null,
    };
  }

  return {
    async status(hotelId: string, language: Language): Promise<SyncStatus> {
      const connections = await channelConnections(repository, hotelId);
      const channels = [];
      // One channel after the other: PGlite has one connection (each runs its reads together).
      for (const connection of connections) {
        channels.push(await channelStatus(hotelId, connection, language));
      }
      return { channels };
    },

    /**
     * Queues one job per connected channel, row and queue job in one transaction. A hotel with
     * no channel connected gets one per channel, each ending as skipped (no_channel_connected),
     * so "sync now" always answers with what happened, never a pretended sync.
     */
    async requestSync(hotelId: string, userId: string): Promise<SyncJob[]> {
      const connected = (await channelConnections(repository, hotelId))
        .filter((connection) => connection.isConnected)
        .map((connection) => connection.channel);
      const channels = connected.length > 0 ? connected : [...SYNC_CHANNELS];
      const rows = await deps.db.transaction(async (tx) => {
        const queued = await createSyncRepository(tx).queue(hotelId, channels, userId);
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
