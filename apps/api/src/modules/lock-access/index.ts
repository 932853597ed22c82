// The lock-access module's public surface: a booking's door window and doors, and the queue that
// brings its grants at the provider in line with it.
export { accessWindow } from './access-window';
export { accessFactsOf, doorsOfBooking, usesNineDigitCode } from './booking-doors';
export { LOCK_SYNC_QUEUE, type LockSyncJob } from './lock-sync-queue';
