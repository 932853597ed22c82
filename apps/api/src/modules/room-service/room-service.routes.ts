import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  roomServiceCreateSchema,
  roomServiceListQuerySchema,
  roomServiceListResponseSchema,
  roomServiceSchema,
  roomServiceUpdateSchema,
} from '@hotel/shared/contracts/room-service';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { RoomServiceService } from './room-service.service';

/** GET, POST /api/room_service/; GET, PUT /api/room_service/{id} (spec §7). */
export const roomServiceRoutes: FastifyPluginAsyncZod<{ roomService: RoomServiceService }> = async (
  app,
  { roomService },
) => {
  const tags = ['room_service'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission('viewBookings')];
  const change = [app.requirePermission('manageBookings')];

  app.get(
    '/room_service',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Room service records: one day’s housekeeping board, or all newest first',
        description:
          '`date` (YYYY-MM-DD, the day of the start in the hotel time zone) gives that day in ' +
          'natural room order. The automatic departure and stay-over records of today are ' +
          'written by background jobs (a booking status change, a sweep every ten minutes). ' +
          '`today` is today in the hotel time zone.',
        headers: hotelHeaders,
        querystring: roomServiceListQuerySchema,
        response: { 200: roomServiceListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => roomService.list(request.hotelId, request.query),
  );

  app.post(
    '/room_service',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Create a manual room service record for a room',
        headers: hotelHeaders,
        body: roomServiceCreateSchema,
        response: { 201: roomServiceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await roomService.create(request.hotelId, request.body, request.user.id)),
  );

  app.get(
    '/room_service/:id',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'One room service record',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 200: roomServiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roomService.get(request.hotelId, request.params.id),
  );

  app.put(
    '/room_service/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Change the status (open → in progress → done, or canceled) and the notice',
        description:
          'Both fields are optional. done and canceled are final: such a record refuses every ' +
          'change (409). Marking done records the moment in `doneAt`.',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: roomServiceUpdateSchema,
        response: { 200: roomServiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => roomService.update(request.hotelId, request.params.id, request.body),
  );
};
