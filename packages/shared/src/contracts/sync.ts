import { z } from 'zod';

export const SYNC_CHANNELS = ['smoobu'] as const;
export type SyncChannel = (typeof SYNC_CHANNELS)[number];

/**
 * Why a sync job ended without syncing: the hotel has no connected channel, or the channel's
 * worker does not exist yet (the Smoobu worker comes with the channel issue).
 */
export const SYNC_SKIP_REASONS = ['no_channel_connected', 'channel_worker_unavailable'] as const;
export type SyncSkipReason = (typeof SYNC_SKIP_REASONS)[number];

export const syncJobSchema = z.object({
  _id: z.string(),
  channel: z.enum(SYNC_CHANNELS),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'skipped']),
  error: z.string().nullable(),
  /** Why a job was skipped. */
  reason: z.enum(SYNC_SKIP_REASONS).nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncJob = z.infer<typeof syncJobSchema>;

/** GET /api/hotel/sync: each channel connection of the hotel and its last sync. */
export const syncStatusSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(SYNC_CHANNELS),
      isConnected: z.boolean(),
      /** Identifiers of the connection to recognise it; never the API key. */
      details: z.record(z.string(), z.string()),
      lastJob: syncJobSchema.nullable(),
    }),
  ),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** PUT /api/hotel/sync: the jobs queued, one per channel. */
export const syncRequestResultSchema = z.object({ jobs: z.array(syncJobSchema) });
