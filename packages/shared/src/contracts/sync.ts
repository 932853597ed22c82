import { z } from 'zod';

export const SYNC_CHANNELS = ['smoobu', 'roomraccoon'] as const;
export type SyncChannel = (typeof SYNC_CHANNELS)[number];

/**
 * Why a sync job ended without syncing: the hotel has not connected the channel, or the
 * channel cannot be pulled (RoomRaccoon pushes its reservations; there is nothing to fetch).
 */
export const SYNC_SKIP_REASONS = [
  'no_channel_connected',
  'channel_pushes_only',
  // Written before the Smoobu worker existed (issue 10); kept so old rows still read.
  'channel_worker_unavailable',
] as const;
export type SyncSkipReason = (typeof SYNC_SKIP_REASONS)[number];

/** What started a sync run. */
export const SYNC_TRIGGERS = ['manual', 'schedule'] as const;

/** What a run (or a channel since it was connected) did to our bookings. */
export const syncCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  canceled: z.number().int(),
  conflicts: z.number().int(),
  errors: z.number().int(),
});
export type SyncCounts = z.infer<typeof syncCountsSchema>;
export const NO_SYNC_COUNTS: SyncCounts = {
  created: 0,
  updated: 0,
  canceled: 0,
  conflicts: 0,
  errors: 0,
};

export const syncJobSchema = z.object({
  _id: z.string(),
  channel: z.enum(SYNC_CHANNELS),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'skipped']),
  trigger: z.enum(SYNC_TRIGGERS),
  error: z.string().nullable(),
  /** Why a job was skipped. */
  reason: z.enum(SYNC_SKIP_REASONS).nullable(),
  counts: syncCountsSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type SyncJob = z.infer<typeof syncJobSchema>;

/**
 * A channel reservation that needs a person: `conflict` (it overlaps a booking in its room, so
 * it waits unassigned) or `unmapped` (its apartment or room type is mapped to nothing here).
 */
export const SYNC_ISSUE_KINDS = ['conflict', 'unmapped'] as const;
export type SyncIssueKind = (typeof SYNC_ISSUE_KINDS)[number];

export const syncIssueSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(SYNC_ISSUE_KINDS),
  /** The channel's reservation id. */
  externalId: z.string(),
  guestName: z.string(),
  arrival: z.string(),
  departure: z.string(),
  /** The channel's apartment or room type, as the channel names it. */
  channelUnit: z.string(),
  /** The unassigned booking holding a conflict; null for an unmapped reservation. */
  booking: z.object({ _id: z.uuid(), number: z.number().int() }).nullable(),
  updatedAt: z.string(),
});
export type SyncIssue = z.infer<typeof syncIssueSchema>;

export const syncErrorSchema = z.object({ at: z.string(), message: z.string() });

/** GET /api/hotel/sync: each channel connection and how its sync goes. */
export const syncStatusSchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(SYNC_CHANNELS),
      isConnected: z.boolean(),
      /** Identifiers of the connection to recognise it; never the API key. */
      details: z.record(z.string(), z.string()),
      lastSuccessAt: z.string().nullable(),
      /** When the scheduled pull runs next; null for a channel that is not connected or pushes. */
      nextRunAt: z.string().nullable(),
      /** Since the channel was connected, webhooks, pushes and pulls together. */
      counts: syncCountsSchema,
      /** The latest errors, newest first, in the caller's language where they are ours. */
      lastErrors: z.array(syncErrorSchema),
      issues: z.array(syncIssueSchema),
      lastJob: syncJobSchema.nullable(),
    }),
  ),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** PUT /api/hotel/sync: the jobs queued, one per channel. */
export const syncRequestResultSchema = z.object({ jobs: z.array(syncJobSchema) });
