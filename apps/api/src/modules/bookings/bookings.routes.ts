import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingCreateSchema,
  bookingPlacementSchema,
  bookingResponseSchema,
  bookingUpdateSchema,
} from '@hotel/shared/contracts/bookings';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyField,
} from '@hotel/shared/contracts/public-booking';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import { bookingForCaller, createApiKeyBooking } from './api-key-booking';
import type { BookingsService } from './bookings.service';
import { bookingActionsRoutes } from './booking-actions.routes';
import type { BookingActions } from './booking-actions.service';
import { bookingQueriesRoutes } from './booking-queries.routes';
import type { BookingQueries } from './booking-queries.service';

export const bookingsRoutes: FastifyPluginAsyncZod<{
  bookingsService: BookingsService;
  bookingActions: BookingActions;
  bookingQueries: BookingQueries;
}> = async (app, { bookingsService, bookingActions, bookingQueries }) => {
  await app.register(bookingActionsRoutes, { bookingActions });
  await app.register(bookingQueriesRoutes, { bookingQueries });
  const tags = ['booking'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission('viewBookings')];
  const write = [app.requirePermission('manageBookings')];

  // Registered before /booking/:id so the literal paths win.
  app.get(
    '/booking/availability',
    {
      config: { apiKey: 'availability' },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Free rooms per room type for a stay (the fewest over its nights)',
        headers: hotelHeaders,
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => bookingQueries.availability(request.hotelId, request.query),
  );

  const createSchema = {
    tags,
    security,
    summary: 'Create a booking (number, access code and price are assigned)',
    description:
      'The room type row is locked for the transaction and every night is checked against ' +
      'the inventory; an assigned room is also protected by an exclusion constraint. An ' +
      '`externalRef` (source + id) is unique per hotel: the same reference again answers 409.\n\n' +
      "With an API key the booking's source is `api`, and so is its `externalRef.source`. " +
      'Its reference is `externalRef.id` or, without one, the `Idempotency-Key`: with that ' +
      'header, the same request again answers the first booking (200) and never makes a ' +
      'second; another request under the same reference answers 409 (idempotencyKeyReused).',
    headers: hotelHeaders.extend({
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyField
        .optional()
        .describe('API keys: a retry with the same key answers the first booking (200)'),
    }),
    body: bookingCreateSchema,
    response: {
      201: bookingResponseSchema,
      200: bookingResponseSchema,
      ...errorResponses(400, 401, 403, 409),
    },
  };
  // The app ignores trailing slashes, so this also answers the spec's `POST /api/booking/`.
  app.post(
    '/booking',
    { onRequest: write, config: { apiKey: 'bookings.write' }, schema: createSchema },
    async (request, reply) => {
      const { principal } = request;
      if (principal.kind !== 'api_key') {
        const booking = await bookingsService.create(request.hotelId, request.body, principal);
        return reply.status(201).send(booking);
      }
      const { booking, created } = await createApiKeyBooking(
        bookingsService,
        request.hotelId,
        request.body,
        principal,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(created ? 201 : 200).send(bookingForCaller(booking, principal));
    },
  );

  app.get(
    '/booking/:id',
    {
      config: { apiKey: 'bookings.read' },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'One booking with guests (main first), services and history (newest first)',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 200: bookingResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      bookingForCaller(
        await bookingsService.get(request.hotelId, request.params.id),
        request.principal,
      ),
  );

  app.put(
    '/booking/:id',
    {
      config: { apiKey: 'bookings.write' },
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'Change a booking; send `version` to refuse a stale write (409 BOOKING_CHANGED)',
        description:
          'Optimistic concurrency: `version` in the body is the booking version the client ' +
          'read (every response carries it). When the booking has another version by now, ' +
          'nothing is written and the answer is 409 with code BOOKING_CHANGED. Without ' +
          '`version` the write is unconditional. The history records each changed field.',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: bookingUpdateSchema,
        response: { 200: bookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      bookingForCaller(
        await bookingsService.update(
          request.hotelId,
          request.params.id,
          request.body,
          request.principal,
        ),
        request.principal,
      ),
  );

  app.patch(
    '/booking/:id/placement',
    {
      onRequest: write,
      schema: {
        tags,
        security,
        summary: 'Move or resize a booking (the calendar); `version` is required',
        description:
          'Changes only room type, room and stay dates, with the same availability and ' +
          'pricing rules as PUT (a manual price stays, otherwise the stay is priced again). ' +
          'A booking changed since `version` answers 409 with code BOOKING_CHANGED.',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: bookingPlacementSchema,
        response: { 200: bookingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      bookingsService.move(request.hotelId, request.params.id, request.body, request.principal),
  );
};
