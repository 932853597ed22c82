// Door access follows the booking (issue 15): the sync job and event handler, the staff's
// access card calls, and what the demo seed and other lock modules use.
export { accessWindow } from './access-window';
export { accessFactsOf, doorsOfBooking, usesNineDigitCode } from './booking-doors';
export { LOCK_SYNC_QUEUE, type LockSyncJob } from './lock-sync-queue';
export { markSyncQueued } from './booking-access.repository';
export { reconcileBookingAccess, type AccessSyncOutcome } from './access-sync';
export { createAccessSyncRunner, type AccessSyncRunner } from './access-sync-runner';
export { lockAccessJobs, LOCK_SYNC_EVENT_TYPES } from './lock-access.jobs';
export { bookingAccessRoutes } from './booking-access.routes';
export { createBookingAccessService, type BookingAccessService } from './booking-access.service';
