/**
 * The queue that brings a booking's grants at the lock provider in line with the booking
 * (issue 15). Anything that changes who may open which door when (a booking event, a lock
 * moved to another room, the guest switching to opening from the app) sends this job; the
 * handler is idempotent, so sending it once too often costs a read.
 */
export const LOCK_SYNC_QUEUE = 'locks.sync_booking';
// A type, not an interface: job data must fit JobData's index signature.
export type LockSyncJob = {
  hotelId: string;
  bookingId: string;
};
