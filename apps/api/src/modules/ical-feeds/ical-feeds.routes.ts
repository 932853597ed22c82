import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { icalFeedListSchema, icalFeedSchema } from '@hotel/shared/contracts/roomraccoon';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import { requestOrigin } from '../../lib/public-origin';
import type { IcalFeedsService } from './ical-feeds.service';

/** Subscribers poll every few minutes to hours; a short shared cache takes the repeats. */
const FEED_CACHE_SECONDS = 300;
const FEED_RATE_PER_MINUTE = 120;

const roomParams = z.object({ roomId: z.uuid() });

/** GET /api/integration/ical, POST and DELETE /api/integration/ical/:roomId (manageHotel). */
export const icalFeedsRoutes: FastifyPluginAsyncZod<{ icalFeeds: IcalFeedsService }> = async (
  app,
  { icalFeeds },
) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = { tags: ['integrations'], security: [{ bearerAuth: [] }], headers: hotelHeaders };

  app.get(
    '/integration/ical',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Every room and the address of its iCal availability feed (null: none)',
        response: { 200: icalFeedListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ feeds: await icalFeeds.list(request.hotelId, requestOrigin(request)) }),
  );

  app.post(
    '/integration/ical/:roomId',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'A new feed address for the room; its previous address stops working',
        params: roomParams,
        response: { 201: icalFeedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await icalFeeds.renew(request.hotelId, request.params.roomId, requestOrigin(request)),
        ),
  );

  app.delete(
    '/integration/ical/:roomId',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Revoke the room’s feed: its address answers 404 from now on',
        params: roomParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await icalFeeds.revoke(request.hotelId, request.params.roomId);
      return reply.code(204).send(null);
    },
  );
};

/** GET /api/channel/ical/:token.ics: public, the unguessable token is the only key. */
export const icalFeedFileRoutes: FastifyPluginAsyncZod<{ icalFeeds: IcalFeedsService }> = async (
  app,
  { icalFeeds },
) => {
  app.get(
    '/channel/ical/:feed',
    {
      config: {
        public: true,
        publicCacheSeconds: FEED_CACHE_SECONDS,
        rateLimit: { max: FEED_RATE_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['public'],
        summary: 'A room’s availability as iCalendar (RFC 5545): held nights, no guest data',
        description:
          'One all-day event per stay or block holding the room, from 30 days ago to two years ' +
          'ahead. The address ends in `.ics` (or leaves it out). Unknown or revoked: 404.',
        params: z.object({ feed: z.string().max(120) }),
        response: {
          200: z.string().describe('text/calendar; charset=utf-8'),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const token = request.params.feed.replace(/\.ics$/, '');
      const text = await icalFeeds.calendar(token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="availability.ics"')
        .send(text);
    },
  );
};
