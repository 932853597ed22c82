// The sync module's public surface.
export { syncRoutes } from './sync.routes';
export { createSyncService } from './sync.service';
export { syncChannelQueue, SYNC_CHANNEL_QUEUE } from './sync.jobs';
export {
  CHANNEL_PULL_PERIOD_SECONDS,
  type ChannelPuller,
  type ChannelPullers,
} from './channel-puller';
export { deleteOldScheduledSyncJobs, SCHEDULED_SYNC_JOBS_KEPT_DAYS } from './sync-jobs-retention';
