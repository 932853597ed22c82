// The sync module's public surface.
export { syncRoutes } from './sync.routes';
export { createSyncService } from './sync.service';
export { syncChannelQueue } from './sync.jobs';
export { SYNC_CHANNEL_QUEUE } from './sync.jobs';
