import { randomUUID } from 'node:crypto';
import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEvent,
} from '@hotel/shared/contracts/webhooks';
import type { Db } from '../../db/client';
import type { JobSender } from '../../jobs/registry';
import { AppError, validationError } from '../../lib/app-error';
import type { CredentialsService } from '../credentials';
import { resolvesToNonPublic, urlProblem } from './webhook-address';
import { deliveryErrorOf } from './webhook-delivery-error';
import { resentBody } from './webhook-events';
import { newWebhookSecret, signingSecretOf } from './webhook-signing';
import { WEBHOOK_DELIVER_QUEUE, webhookMessageId, type WebhookDeliverJob } from './webhooks.jobs';
import {
  createWebhooksRepository,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.repository';

const endpointNotFound = () => new AppError('NOT_FOUND', 'errors.webhookEndpointNotFound');

function endpointResponse(
  row: WebhookEndpointRow,
  last: WebhookDeliveryRow | undefined,
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEvent[],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last
      ? {
          status: last.status,
          at: (last.lastAttemptAt ?? last.createdAt).toISOString(),
          responseStatus: last.responseStatus,
        }
      : null,
  };
}

function deliveryResponse(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event as WebhookDelivery['event'],
    bookingId: row.bookingId,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    ...deliveryErrorOf(row.lastError),
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    resendOf: row.resendOf,
  };
}

/**
 * The API plugin's outgoing webhooks (issue 17): a hotel's endpoints, their signing secrets
 * (shown once, stored encrypted) and delivery logs. Deliveries themselves are webhooks.jobs.ts.
 */
export function createWebhooksService(deps: {
  db: Db;
  jobs: JobSender;
  credentials: CredentialsService;
  allowPrivateUrls: boolean;
}) {
  const { db, credentials } = deps;
  const repository = createWebhooksRepository(db);

  async function requireEndpoint(hotelId: string, id: string) {
    const row = await repository.findEndpoint(hotelId, id);
    if (!row) throw endpointNotFound();
    return row;
  }

  /** The address rules (webhook-address.ts), as a field error of `url`. */
  async function checkUrl(url: string) {
    const problem = urlProblem(url, deps.allowPrivateUrls);
    if (problem) throw validationError([{ path: 'url', key: problem }]);
    if (!deps.allowPrivateUrls && (await resolvesToNonPublic(url))) {
      throw validationError([{ path: 'url', key: 'validation.webhookUrlPrivate' }]);
    }
  }

  return {
    async list(hotelId: string): Promise<WebhookEndpoint[]> {
      const rows = await repository.listEndpoints(hotelId);
      const last = await repository.lastDeliveries(
        hotelId,
        rows.map((row) => row.id),
      );
      const lastOf = new Map(last.map((delivery) => [delivery.endpointId, delivery]));
      return rows.map((row) => endpointResponse(row, lastOf.get(row.id)));
    },

    /** The answer is the only time the secret is shown. */
    async create(
      hotelId: string,
      input: { url: string; description: string; events: WebhookEvent[] },
      userId: string,
    ): Promise<WebhookEndpointCreated> {
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const inTx = createWebhooksRepository(tx);
        if ((await inTx.countEndpointsLocked(hotelId)) >= MAX_WEBHOOK_ENDPOINTS) {
          throw new AppError('CONFLICT', 'errors.webhookEndpointLimit');
        }
        const created = await inTx.insertEndpoint({
          hotelId,
          url: input.url,
          description: input.description,
          events: [...new Set(input.events)],
          createdBy: userId,
        });
        await credentials.put(hotelId, signingSecretOf(created.id), secret, tx);
        return created;
      });
      return { ...endpointResponse(row, undefined), secret };
    },

    async update(
      hotelId: string,
      id: string,
      input: { description: string; events: WebhookEvent[]; enabled: boolean },
    ): Promise<WebhookEndpoint> {
      const row = await repository.updateEndpoint(hotelId, id, {
        description: input.description,
        events: [...new Set(input.events)],
        enabled: input.enabled,
      });
      if (!row) throw endpointNotFound();
      const [last] = await repository.lastDeliveries(hotelId, [id]);
      return endpointResponse(row, last);
    },

    /** The endpoint, its log and its secret; pending deliveries end quietly. */
    async remove(hotelId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await createWebhooksRepository(tx).deleteEndpoint(hotelId, id))) {
          throw endpointNotFound();
        }
        await credentials.remove(hotelId, signingSecretOf(id), tx);
      });
    },

    /** A new secret, shown once; the old one signs nothing from now on (retries included). */
    async rollSecret(hotelId: string, id: string): Promise<WebhookEndpointCreated> {
      const row = await requireEndpoint(hotelId, id);
      const secret = newWebhookSecret();
      await credentials.put(hotelId, signingSecretOf(id), secret);
      const [last] = await repository.lastDeliveries(hotelId, [id]);
      return { ...endpointResponse(row, last), secret };
    },

    /** The newest first. */
    async deliveries(hotelId: string, id: string, limit: number): Promise<WebhookDelivery[]> {
      await requireEndpoint(hotelId, id);
      return (await repository.listDeliveries(hotelId, id, limit)).map(deliveryResponse);
    },

    /**
     * The same message again: a new row in the log (its own id, attempts and outcome) sent with
     * a new timestamp but under the message's id, the first delivery's (`webhook-id` and the
     * body's `id`), so a receiver that already has it recognises it (Standard Webhooks).
     */
    async resend(hotelId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      await requireEndpoint(hotelId, id);
      const original = await repository.findDelivery(hotelId, id, deliveryId);
      if (!original) throw new AppError('NOT_FOUND', 'errors.webhookDeliveryNotFound');
      // A resend of a resend still names the first delivery: the id survives its pruning.
      const messageId = webhookMessageId(original);
      const newId = randomUUID();
      await db.transaction(async (tx) => {
        await createWebhooksRepository(tx).insertDelivery({
          id: newId,
          hotelId,
          endpointId: id,
          domainEventId: null,
          event: original.event,
          bookingId: original.bookingId,
          body: resentBody(original.body, messageId),
          resendOf: messageId,
        });
        const job: WebhookDeliverJob = { hotelId, deliveryId: newId };
        await deps.jobs.send(WEBHOOK_DELIVER_QUEUE, job, { tx });
      });
      return deliveryResponse((await repository.findDelivery(hotelId, id, newId))!);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
