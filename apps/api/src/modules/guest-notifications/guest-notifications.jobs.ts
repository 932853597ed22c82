import type { EmailTransport } from '../../adapters/email/email-sender';
import type { Db } from '../../db/client';
import { defineEventHandler, defineQueue, type JobSender } from '../../jobs/registry';
import type { BookingActions } from '../bookings';
import {
  createNotificationDispatcher,
  DELIVER_QUEUE,
  DISPATCH_QUEUE,
  type DeliverJobData,
  type SmsGatewayFor,
} from './notification-dispatcher';
import { createNotificationDelivery } from './notification-delivery';
import { SCHEDULING_EVENT_TYPES, scheduleForEvent } from './notification-scheduler';

/** How often the dispatcher looks for due messages when nothing asked it to run sooner. */
export const DISPATCH_EVERY_SECONDS = 30;

/**
 * Guest notifications' background work: the event handler schedules messages from booking
 * events, the dispatcher (every 30 s, and at once when something is due now) takes due ones,
 * and the deliver job sends each with retries (30 s, 1, 2, 4 minutes).
 */
export function guestNotificationJobs(deps: {
  db: Db;
  jobs: JobSender;
  emailTransport: EmailTransport;
  smsGatewayFor: SmsGatewayFor;
  bookingActions: Pick<BookingActions, 'changeStatus'>;
  appUrl: string;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const dispatcher = createNotificationDispatcher({
    ...deps,
    emailTransport: deps.emailTransport.kind,
  });
  const delivery = createNotificationDelivery(deps);

  const dispatch = defineQueue({
    name: DISPATCH_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    handle: async () => {
      await dispatcher.dispatchDue(clock());
    },
  });
  const deliver = defineQueue<DeliverJobData>({
    name: DELIVER_QUEUE,
    retryLimit: 4,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    handle: (data) => delivery.deliver(data),
    onFinalFailure: (data) => delivery.giveUp(data),
  });
  const onBookingEvent = defineEventHandler({
    name: 'guest-notifications.schedule',
    eventTypes: SCHEDULING_EVENT_TYPES,
    async handle(event, tx) {
      if (await scheduleForEvent(tx, event, clock())) {
        await deps.jobs.send(DISPATCH_QUEUE, {}, { tx });
      }
    },
  });
  return {
    dispatcher,
    queues: [dispatch, deliver],
    schedule: { queue: DISPATCH_QUEUE, everySeconds: DISPATCH_EVERY_SECONDS },
    eventHandler: onBookingEvent,
  };
}
