import type { DomainEventType } from '@hotel/shared/domain-events';
import type { SmoobuClientFor } from '../../adapters/channels/resolve-smoobu';
import type { Db } from '../../db/client';
import { defineEventHandler, defineQueue, type JobSender } from '../../jobs/registry';
import { createSmoobuOutbound, SmoobuPushFailed } from './smoobu-outbound';
import { recordSmoobuSyncError } from './smoobu-outbound.repository';
import { readSmoobuOutboundSettings } from './smoobu-outbound-settings';
import { SMOOBU_PUSH_QUEUE, type SmoobuPushJob } from './smoobu-outbound-queue';

/** Every booking event that can change what Smoobu should have of the booking. */
export const SMOOBU_OUTBOUND_EVENT_TYPES: readonly DomainEventType[] = [
  'booking.created',
  'booking.updated',
  'booking.moved',
  'booking.status_changed',
  'booking.canceled',
  'booking.main_guest_changed',
];

/** A change the Smoobu sync itself made (inbound): sending it back would echo it. */
function isFromSmoobu(actor: unknown) {
  const { kind, name } = (actor && typeof actor === 'object' ? actor : {}) as Record<
    string,
    unknown
  >;
  return kind === 'system' && name === 'smoobu';
}

/**
 * Our bookings follow to Smoobu (issue 16): each booking event of a hotel with the plugin on
 * sends the booking's push job in the event's transaction, and the job brings Smoobu in line,
 * retrying Smoobu being down or refusing the key with backoff (10 s, 20 s, 40 s … eight times).
 * A refusal for the booking itself (Smoobu's `rejected`, e.g. the apartment is taken there) is
 * not retried: the same request would get the same answer; the next change of the booking
 * tries again. Failures are listed on the sync tab in Smoobu's words.
 */
export function smoobuOutboundJobs(deps: {
  db: Db;
  jobs: JobSender;
  smoobuClientFor: SmoobuClientFor;
}) {
  const outbound = createSmoobuOutbound({ db: deps.db, smoobuClientFor: deps.smoobuClientFor });

  const push = defineQueue<SmoobuPushJob>({
    name: SMOOBU_PUSH_QUEUE,
    retryLimit: 8,
    retryDelaySeconds: 10,
    // One run makes a few Smoobu calls, each with its timeout, retries and rate-limit waits.
    expireInSeconds: 900,
    async handle(job, context) {
      try {
        await outbound.push(job);
      } catch (error) {
        if (!(error instanceof SmoobuPushFailed)) throw error;
        // Once per job, not once per retry: the count is of failures, not of tries.
        if (context.attempt === 1) {
          await recordSmoobuSyncError(deps.db, job.hotelId, error.failure.detail, error.externalId);
        }
        if (error.failure.kind === 'rejected') return;
        throw error;
      }
    },
  });

  const onBookingEvent = defineEventHandler({
    name: 'smoobu-outbound.follow-booking',
    eventTypes: SMOOBU_OUTBOUND_EVENT_TYPES,
    async handle(event, tx) {
      const bookingId = event.payload.bookingId;
      if (typeof bookingId !== 'string' || isFromSmoobu(event.payload.actor)) return;
      if (!(await readSmoobuOutboundSettings(tx, event.hotelId)).enabled) return;
      const job: SmoobuPushJob = { hotelId: event.hotelId, bookingId };
      await deps.jobs.send(SMOOBU_PUSH_QUEUE, job, { tx });
    },
  });

  return { queues: [push], eventHandler: onBookingEvent };
}
