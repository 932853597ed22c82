import { randomInt } from 'node:crypto';
import type { DomainEventType } from '@hotel/shared/domain-events';
import { NINE_DIGIT_ENTRANCE_CODE_LENGTH, newDoorCode } from '@hotel/shared/locks';
import { LockProviderError } from '../../adapters/locks/lock-provider';
import type { Db } from '../../db/client';
import { defineEventHandler, defineQueue, type JobSender } from '../../jobs/registry';
import { findBookingKind } from '../bookings';
import { recordLockSyncFailed } from '../staff-notifications';
import type { AccessSyncRunner } from './access-sync-runner';
import {
  lockBookingAccess,
  markSyncQueued,
  replaceEntranceCode,
  upsertBookingAccess,
} from './booking-access.repository';
import { LOCK_SYNC_QUEUE, type LockSyncJob } from './lock-sync-queue';

/** Every booking event that can change who may open which door when. */
export const LOCK_SYNC_EVENT_TYPES: readonly DomainEventType[] = [
  'booking.created',
  'booking.updated',
  'booking.moved',
  'booking.status_changed',
  'booking.canceled',
  'booking.access_code_reset',
  'booking.self_check_in_changed',
  'payment.recorded',
  'payment.changed',
];

/**
 * Door access follows the booking (issue 15): each booking event sends the booking's sync job
 * (in the event's transaction), and the job brings the provider's grants in line, retrying a
 * provider that is down with backoff (5 s, 10 s, 20 s … six times). When it gives up, or the
 * provider refuses for good, the booking shows the failure and staff get a bell entry.
 */
export function lockAccessJobs(deps: { db: Db; jobs: JobSender; runner: AccessSyncRunner }) {
  const { db } = deps;

  /**
   * The sync gave up: the booking shows it, and the bell rings once per failure. A booking
   * shown as failed stays so (later jobs for it still try) until a sync succeeds or staff
   * retry, so further give-ups in between add no entry.
   */
  async function giveUp(job: LockSyncJob, error: string | null) {
    await db.transaction(async (tx) => {
      const before = await lockBookingAccess(tx, job.hotelId, job.bookingId);
      await upsertBookingAccess(tx, job.hotelId, job.bookingId, {
        syncStatus: 'failed',
        ...(error ? { syncError: error.slice(0, 500) } : {}),
      });
      if (before?.syncStatus !== 'failed') await recordLockSyncFailed(tx, job);
    });
  }

  const sync = defineQueue<LockSyncJob>({
    name: LOCK_SYNC_QUEUE,
    retryLimit: 6,
    retryDelaySeconds: 5,
    // A run may call the provider several times per door, each with a 10 s timeout.
    expireInSeconds: 600,
    async handle(job) {
      const outcome = await deps.runner.sync(job);
      if (outcome.status === 'failed') {
        await giveUp(job, outcome.failure?.providerMessage ?? null);
      } else if (outcome.failure) {
        // The queue retries; the booking shows the provider's message meanwhile.
        throw outcome.failure;
      }
    },
    // Only the provider's own words reach staff; anything else keeps the last message shown.
    onFinalFailure: (job, error) =>
      giveUp(job, error instanceof LockProviderError ? error.providerMessage : null),
  });

  const onBookingEvent = defineEventHandler({
    name: 'lock-access.follow-booking',
    eventTypes: LOCK_SYNC_EVENT_TYPES,
    async handle(event, tx) {
      const bookingId = event.payload.bookingId;
      if (typeof bookingId !== 'string') return;
      // A block (a channel's blocked period) has no guest: no door is opened for it.
      if ((await findBookingKind(tx, event.hotelId, bookingId)) === 'block') return;
      const job: LockSyncJob = { hotelId: event.hotelId, bookingId };
      if (event.type === 'booking.access_code_reset') {
        // A reset code is a reset door: the entrance's own code is renewed with it.
        const code = newDoorCode(randomInt, NINE_DIGIT_ENTRANCE_CODE_LENGTH);
        await replaceEntranceCode(tx, job.hotelId, bookingId, code);
      }
      await markSyncQueued(tx, job.hotelId, bookingId);
      await deps.jobs.send(LOCK_SYNC_QUEUE, job, { tx });
    },
  });

  return { queues: [sync], eventHandler: onBookingEvent };
}
