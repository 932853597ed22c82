import { z } from 'zod';

export const SYNC_CHANNELS = ['smoobu'] as const;
export type SyncChannel = (typeof SYNC_CHANNELS)[number];

export const syncJobSchema = z.object({
  _id: z.string(),
  channel: z.enum(SYNC_CHANNELS),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'skipped']),
  error: z.string().nullable(),
  /** Why a job was skipped, e.g. `no_channel_connected`. */
  reason: z.string().nullable(),
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

/** PUT /api/hotel/sync: the jobs queued, one per connected channel. */
export const syncRequestResultSchema = z.object({ jobs: z.array(syncJobSchema) });
