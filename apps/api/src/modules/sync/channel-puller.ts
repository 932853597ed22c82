import type { SyncChannel, SyncCounts } from '@hotel/shared/contracts/sync';

/**
 * Fetches what a channel changed and applies it through the channel ingest, for one hotel; it
 * answers what the run did (add up each IngestResult with `addOutcome`). It throws when the
 * channel cannot be reached: the job retries, then ends as failed with the error.
 */
export type ChannelPuller = (
  hotelId: string,
  trigger: 'manual' | 'schedule',
) => Promise<SyncCounts>;

/** The channels that can be pulled, by channel; composition registers them (Smoobu's). */
export type ChannelPullers = Partial<Record<SyncChannel, ChannelPuller>>;

/**
 * How often the scheduled safety-net pull runs per connected channel: its schedule uses this
 * period, and the sync tab's "next run" is the last scheduled run plus this.
 */
export const CHANNEL_PULL_PERIOD_SECONDS = 15 * 60;
