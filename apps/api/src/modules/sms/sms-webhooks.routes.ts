import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idField } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import type { SmsWebhooksService, WebhookRequest } from './sms-webhooks.service';

/** A delivery report is a few hundred bytes; nothing larger is read. */
export const SMS_WEBHOOK_BODY_LIMIT = 16 * 1024;
/** Per hotel and process and minute: well above a hotel's SMS volume, far below a flood. */
export const SMS_WEBHOOK_RATE_PER_MINUTE = 600;

const params = z.object({ hotelId: idField });
const accepted = z.object({ ok: z.literal(true) });

/**
 * POST /api/webhooks/sms/{seven,twilio}/:hotelId: anonymous (the provider calls), so each
 * report must carry the provider's signature over the raw body, checked with the hotel's
 * stored secret. Bodies stay raw strings here (JSON from seven.io, a form from Twilio): the
 * signature covers exactly the bytes received.
 */
export const smsWebhooksRoutes: FastifyPluginAsyncZod<{
  smsWebhooksService: SmsWebhooksService;
  appUrl: string;
}> = async (app, { smsWebhooksService, appUrl }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: SMS_WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const options = {
    bodyLimit: SMS_WEBHOOK_BODY_LIMIT,
    config: {
      public: true,
      rateLimit: {
        max: SMS_WEBHOOK_RATE_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request: { params: unknown }) =>
          `sms-webhook:${String((request.params as { hotelId?: unknown }).hotelId)}`,
      },
    },
  };
  const schema = (provider: string) => ({
    tags: ['webhooks'],
    summary: `Delivery report of ${provider} (signed by the provider)`,
    params,
    response: { 200: accepted, ...errorResponses(400, 401, 413, 429) },
  });
  const reportOf = (request: {
    params: { hotelId: string };
    url: string;
    method: string;
    headers: WebhookRequest['headers'];
    body: unknown;
  }): WebhookRequest => ({
    hotelId: request.params.hotelId,
    url: `${appUrl}${request.url}`,
    method: request.method,
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : '',
  });

  app.post(
    '/webhooks/sms/seven/:hotelId',
    { ...options, schema: schema('seven.io') },
    async (request) => {
      await smsWebhooksService.sevenReport(reportOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/webhooks/sms/twilio/:hotelId',
    { ...options, schema: schema('Twilio') },
    async (request) => {
      await smsWebhooksService.twilioReport(reportOf(request));
      return { ok: true as const };
    },
  );
};
