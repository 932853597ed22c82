// The lock-access module's public surface (issue 15): the queue that brings a booking's grants
// in line with it.
export { LOCK_SYNC_QUEUE, type LockSyncJob } from './lock-sync-queue';
