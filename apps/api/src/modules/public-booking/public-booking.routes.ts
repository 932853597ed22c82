import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyField,
  publicBookingQuerySchema,
  publicBookingRequestSchema,
  publicBookingSchema,
} from '@hotel/shared/contracts/public-booking';
import { errorResponses } from '../../lib/error-schema';
import type { PublicBookingService } from './public-booking.service';

/** Every field of the request is bounded; the whole body is too (a long note fits easily). */
const BOOKING_BODY_LIMIT = 32 * 1024;

/**
 * The visitor's booking: anonymous, rate-limited per IP, checked by reCAPTCHA when it is on.
 * Nothing the visitor typed is logged (the logger redacts names, email and phone; bodies are
 * never logged).
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<{
  publicBookingService: PublicBookingService;
}> = async (app, { publicBookingService }) => {
  app.post(
    '/public/booking',
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      schema: {
        tags: ['public'],
        summary: 'Book a room on the public booking page',
        description:
          'Creates a booking with source public_page and status new (201). The same ' +
          'Idempotency-Key header again answers the booking it made first (200), never a second ' +
          'one. 409 ROOM_TYPE_SOLD_OUT carries `alternatives`.',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyField.optional() }),
        body: publicBookingRequestSchema,
        response: {
          200: publicBookingSchema,
          201: publicBookingSchema,
          ...errorResponses(400, 403, 404, 409, 413, 429),
        },
      },
    },
    async (request, reply) => {
      const { booking, created } = await publicBookingService.book(request.body, {
        ip: request.ip,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      return reply.status(created ? 201 : 200).send(booking);
    },
  );

  app.get(
    '/public/booking/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A public booking again, for the holder of its receipt',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: publicBookingQuerySchema,
        response: { 200: publicBookingSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => publicBookingService.get(request.params.id, request.query.receipt),
  );
};
