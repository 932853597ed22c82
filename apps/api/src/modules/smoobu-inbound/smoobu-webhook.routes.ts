import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema';
import { rateLimited } from '../rate-limits';
import {
  smoobuWebhookBodySchema,
  TOKEN_MAX_LENGTH,
  type SmoobuWebhookService,
} from './smoobu-webhook';

/** A reservation webhook is a few KB; this leaves room for long notes and stays bounded. */
export const SMOOBU_WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Per token and minute: far above a busy hotel's bookings, far below a flood. */
const SMOOBU_WEBHOOK_RATE_PER_MINUTE = 300;
/**
 * Per calling IP and minute, whatever the token: one caller trying token after token gets no
 * fresh allowance with each. Smoobu calls for every hotel on this server from a few addresses,
 * so this is several hotels' worth of the per-token limit. Both are per process (in memory).
 */
export const SMOOBU_WEBHOOK_RATE_PER_IP_PER_MINUTE = 1200;

const params = z.object({ token: z.string().min(1).max(TOKEN_MAX_LENGTH) });

/**
 * POST /api/channel/smoobu/webhook/{token}: anonymous (Smoobu calls it); the unguessable token
 * is the key. 200 once the reservation's job is queued, so Smoobu resends only what we could
 * not take (it retries non-2xx answers).
 */
export const smoobuWebhookRoutes: FastifyPluginAsyncZod<{
  smoobuWebhookService: SmoobuWebhookService;
}> = async (app, { smoobuWebhookService }) => {
  // A second limit beside the route's own (@fastify/rate-limit applies one per route).
  const perIp = app.createRateLimit({
    max: SMOOBU_WEBHOOK_RATE_PER_IP_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `smoobu-webhook-ip:${request.ip}`,
  });
  const limitPerIp = async (request: FastifyRequest) => {
    const limit = await perIp(request);
    if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttlInSeconds);
  };

  app.post(
    '/channel/smoobu/webhook/:token',
    {
      bodyLimit: SMOOBU_WEBHOOK_BODY_LIMIT,
      onRequest: [limitPerIp],
      config: {
        public: true,
        rateLimit: {
          max: SMOOBU_WEBHOOK_RATE_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            `smoobu-webhook:${(request.params as { token?: string }).token ?? ''}`,
        },
      },
      schema: {
        tags: ['webhooks'],
        summary: 'Smoobu’s reservation webhooks (the address’s token names the hotel)',
        params,
        body: smoobuWebhookBodySchema,
        response: {
          200: z.object({ received: z.literal(true), queued: z.boolean() }),
          ...errorResponses(400, 404, 413, 429),
        },
      },
    },
    async (request) => {
      const { queued } = await smoobuWebhookService.receive(request.params.token, request.body);
      return { received: true as const, queued };
    },
  );
};
