import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_CATALOG_READERS } from '@hotel/shared/permissions';
import { roomListQuerySchema, roomRequestSchema, roomSchema } from '@hotel/shared/contracts/rooms';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { validationError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { RoomsService } from './rooms.service';

export const roomsRoutes: FastifyPluginAsyncZod<{ roomsService: RoomsService }> = async (
  app,
  { roomsService },
) => {
  const tags = ['room'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission(...HOTEL_CATALOG_READERS)];
  const change = [app.requirePermission('manageHotel')];

  app.get(
    '/room',
    {
      config: { apiKey: 'any', privateRevalidation: true },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: "The hotel's rooms with their room type, in natural number order",
        description:
          'Spec query `hotel`: when given it must equal the `hotel` header. `roomType` filters.',
        headers: hotelHeaders,
        querystring: roomListQuerySchema,
        response: { 200: z.array(roomSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { hotel, roomType } = request.query;
      if (hotel !== undefined && hotel !== request.hotelId) {
        throw validationError([{ path: 'hotel', key: 'validation.hotelQueryMismatch' }]);
      }
      return roomsService.list(request.hotelId, { roomTypeId: roomType });
    },
  );

  app.get(
    '/room/:id',
    {
      config: { apiKey: 'any', privateRevalidation: true },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'One room',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 200: roomSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roomsService.get(request.hotelId, request.params.id),
  );

  app.post(
    '/room',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Create a room (number unique per hotel)',
        headers: hotelHeaders,
        body: roomRequestSchema,
        response: { 201: roomSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await roomsService.create(request.hotelId, request.body)),
  );

  app.put(
    '/room/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Replace a room',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: roomRequestSchema,
        response: { 200: roomSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => roomsService.update(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/room/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Delete a room',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await roomsService.delete(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
