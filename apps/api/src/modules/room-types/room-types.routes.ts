import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_CATALOG_READERS } from '@hotel/shared/permissions';
import { roomTypeRequestSchema, roomTypeSchema } from '@hotel/shared/contracts/room-types';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { RoomTypesService } from './room-types.service';

export const roomTypesRoutes: FastifyPluginAsyncZod<{
  roomTypesService: RoomTypesService;
  /** Removes stored image files after their rows are gone. */
  onImagesRemoved: (keys: string[]) => Promise<void>;
}> = async (app, { roomTypesService, onImagesRemoved }) => {
  const tags = ['room_type'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission(...HOTEL_CATALOG_READERS)];
  const change = [app.requirePermission('manageHotel')];

  app.get(
    '/room_type',
    {
      config: { apiKey: 'any', privateRevalidation: true },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: "The hotel's room types with services, images and room count",
        headers: hotelHeaders,
        response: { 200: z.array(roomTypeSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => roomTypesService.list(request.hotelId),
  );

  app.get(
    '/room_type/:id',
    {
      config: { apiKey: 'any', privateRevalidation: true },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'One room type',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 200: roomTypeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => roomTypesService.get(request.hotelId, request.params.id),
  );

  app.post(
    '/room_type',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Create a room type (short code unique per hotel; prices in minor units)',
        headers: hotelHeaders,
        body: roomTypeRequestSchema,
        response: { 201: roomTypeSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await roomTypesService.create(request.hotelId, request.body)),
  );

  app.put(
    '/room_type/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Replace a room type; `serviceIds` absent keeps the offered services',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: roomTypeRequestSchema,
        response: { 200: roomTypeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => roomTypesService.update(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/room_type/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Delete a room type; 409 while rooms use it',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const removed = await roomTypesService.delete(request.hotelId, request.params.id);
      await onImagesRemoved(removed.flatMap((image) => image.variants.map((v) => v.key)));
      return reply.status(204).send(null);
    },
  );
};
