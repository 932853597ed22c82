import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { defineEventHandler, defineQueue, type JobSender } from '../../jobs/registry';
import type { CredentialsService } from '../credentials';
import { loadBooking } from '../bookings';
import { webhookBody, webhookEventOf, WEBHOOK_DOMAIN_EVENT_TYPES } from './webhook-events';
import { deliveryErrorWords, storedDeliveryError } from './webhook-delivery-error';
import { sendWebhook } from './webhook-sender';
import { signingSecretOf, webhookHeaders } from './webhook-signing';
import { createWebhooksRepository } from './webhooks.repository';

export const WEBHOOK_DELIVER_QUEUE = 'webhook-deliver';
export const WEBHOOK_RETENTION_QUEUE = 'webhook-retention';

/**
 * How long the delivery log keeps a delivery, and how many per endpoint at most: each body
 * holds booking and guest data, which must not pile up forever. Enough to see what a receiver
 * missed lately and resend it.
 */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 30;
export const WEBHOOK_DELIVERIES_KEPT_PER_ENDPOINT = 200;
/** Tries after the first; with the default 30 s delay the last one is about 2 to 4 hours later. */
export const WEBHOOK_RETRY_LIMIT = 8;

// A type, not an interface: job data must fit JobData's index signature.
export type WebhookDeliverJob = { hotelId: string; deliveryId: string };

/**
 * The id a delivery is sent under (`webhook-id`, the body's `id`): the message's, which is the
 * first delivery's, so a resend is recognised as the same message; a resend records it in
 * `resendOf`.
 */
export const webhookMessageId = (delivery: { id: string; resendOf: string | null }): string =>
  delivery.resendOf ?? delivery.id;

/** Thrown so pg-boss retries; its message is the delivery log's words, nothing personal. */
class WebhookDeliveryFailed extends Error {}

/**
 * Outgoing webhooks (issue 17): booking events become one delivery per subscribed endpoint,
 * recorded in the event's transaction with its exact body, and each delivery is POSTed by the
 * `webhook-deliver` queue, retried with exponential backoff until a 2xx or the last try.
 */
export function webhookJobs(deps: {
  db: Db;
  jobs: JobSender;
  credentials: CredentialsService;
  allowPrivateUrls: boolean;
  retryDelaySeconds: number;
  clock?: () => Date;
}) {
  const repository = createWebhooksRepository(deps.db);
  const now = deps.clock ?? (() => new Date());

  const deliver = defineQueue<WebhookDeliverJob>({
    name: WEBHOOK_DELIVER_QUEUE,
    retryLimit: WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: deps.retryDelaySeconds,
    // One POST with a 10 s timeout, plus reading the secret.
    expireInSeconds: 60,
    async handle({ hotelId, deliveryId }, context) {
      const found = await repository.deliveryToSend(hotelId, deliveryId);
      // The endpoint was deleted meanwhile (its deliveries with it), or this job ran before.
      if (!found || found.delivery.status === 'delivered') return;
      if (!found.enabled) {
        await repository.recordAttempt(deliveryId, {
          status: 'failed',
          responseStatus: null,
          lastError: storedDeliveryError({ code: 'disabled' }),
          at: now(),
          tried: false,
        });
        return;
      }
      const secret = await deps.credentials.get(
        hotelId,
        signingSecretOf(found.delivery.endpointId),
      );
      if (!secret) {
        // Removed with its endpoint, so not seen here normally; never leave it pending.
        await repository.recordAttempt(deliveryId, {
          status: 'failed',
          responseStatus: null,
          lastError: storedDeliveryError({ code: 'no_secret' }),
          at: now(),
          tried: false,
        });
        return;
      }
      const at = now();
      const { body } = found.delivery;
      const outcome = await sendWebhook(
        found.url,
        body,
        webhookHeaders(secret, webhookMessageId(found.delivery), body, at),
        { allowPrivateUrls: deps.allowPrivateUrls },
      );
      await repository.recordAttempt(deliveryId, {
        status: outcome.delivered ? 'delivered' : context.isLastAttempt ? 'failed' : 'pending',
        responseStatus: outcome.responseStatus,
        lastError: storedDeliveryError(outcome.error),
        at,
        tried: true,
      });
      if (!outcome.delivered) {
        const words = outcome.error ? deliveryErrorWords(outcome.error) : 'Not delivered';
        throw new WebhookDeliveryFailed(words);
      }
    },
  });

  const onBookingEvent = defineEventHandler({
    name: 'webhooks.announce-booking',
    eventTypes: WEBHOOK_DOMAIN_EVENT_TYPES,
    async handle(event, tx) {
      const type = webhookEventOf(event);
      const bookingId = event.payload.bookingId;
      if (!type || typeof bookingId !== 'string') return;
      const inTx = createWebhooksRepository(tx);
      const endpoints = await inTx.subscribedEndpoints(event.hotelId, type);
      if (endpoints.length === 0) return;
      const booking = await loadBooking(tx, event.hotelId, bookingId);
      // A blocked period (owner stay, maintenance) is no booking the hotel's systems follow.
      if (!booking || booking.kind === 'block') return;
      for (const endpoint of endpoints) {
        const id = randomUUID();
        const isNew = await inTx.insertDelivery({
          id,
          hotelId: event.hotelId,
          endpointId: endpoint.id,
          domainEventId: event.id,
          event: type,
          bookingId,
          body: webhookBody({ deliveryId: id, type, event, booking }),
        });
        const job: WebhookDeliverJob = { hotelId: event.hotelId, deliveryId: id };
        if (isNew) await deps.jobs.send(WEBHOOK_DELIVER_QUEUE, job, { tx });
      }
    },
  });

  const retention = defineQueue({
    name: WEBHOOK_RETENTION_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 300,
    async handle(_data, context) {
      const before = new Date(now().getTime() - WEBHOOK_DELIVERY_KEEP_DAYS * 24 * 60 * 60 * 1000);
      const deleted = await repository.pruneDeliveries(
        before,
        WEBHOOK_DELIVERIES_KEPT_PER_ENDPOINT,
      );
      // A count only: nothing personal in the log.
      context.log.info({ deleted }, 'webhook delivery retention');
    },
  });

  return {
    queues: [deliver, retention],
    // Four times a day: pg-boss refuses a singleton period longer than its archive interval
    // (12 h), and a few hours more in the log do no harm.
    schedules: [{ queue: WEBHOOK_RETENTION_QUEUE, everySeconds: 6 * 60 * 60 }],
    eventHandler: onBookingEvent,
  };
}
