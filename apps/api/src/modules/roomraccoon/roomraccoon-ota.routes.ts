import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-schema';
import { otaContentType } from './ota-envelope';
import type { RoomRaccoonOtaService } from './roomraccoon-ota.service';

/** A message of 50 reservations stays far below this; more is not a reservation push. */
export const OTA_BODY_LIMIT = 512 * 1024;
/**
 * Per calling IP and minute (the limiter's default key), counted in this process's memory: far
 * above what RoomRaccoon sends for the hotels on this server, far below a flood.
 */
const OTA_RATE_PER_MINUTE = 600;
const XML_CONTENT_TYPES = ['text/xml', 'application/soap+xml', 'application/xml'];

/**
 * POST /api/channel/roomraccoon/ota/:token: anonymous (RoomRaccoon calls), authenticated by
 * the unguessable token and WS-Security inside the message. Every answer the service gives is
 * an OTA_HotelResNotifRS with HTTP 200, errors included (OTA's convention: the error is in the
 * body); only what never reaches the service (too large, not XML) gets an HTTP error.
 */
export const roomRaccoonOtaRoutes: FastifyPluginAsyncZod<{
  roomRaccoonOta: RoomRaccoonOtaService;
}> = async (app, { roomRaccoonOta }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    XML_CONTENT_TYPES,
    { parseAs: 'string', bodyLimit: OTA_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/channel/roomraccoon/ota/:token',
    {
      bodyLimit: OTA_BODY_LIMIT,
      config: {
        public: true,
        rateLimit: { max: OTA_RATE_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['webhooks'],
        summary: 'RoomRaccoon pushes reservations (OTA_HotelResNotifRQ, WS-Security)',
        description:
          'SOAP 1.1, SOAP 1.2 or a bare OTA body; answered in kind with OTA_HotelResNotifRS ' +
          '(HTTP 200 with `<Success/>` or `<Errors>`). See docs/integrations/roomraccoon.md.',
        params: z.object({ token: z.string().max(100) }),
        response: {
          200: z.string().describe('OTA_HotelResNotifRS (XML), errors included'),
          ...errorResponses(413, 429),
        },
      },
    },
    async (request, reply) => {
      const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await roomRaccoonOta.receive(request.params.token, body, contentType);
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .type(otaContentType(answer.soapVersion))
        .send(answer.xml);
    },
  );
};
