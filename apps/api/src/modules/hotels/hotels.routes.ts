import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createHotelRequestSchema,
  hotelSchema,
  updateHotelRequestSchema,
} from '@hotel/shared/contracts/hotel';
import { errorResponses } from '../../lib/error-schema';
import type { HotelsService } from './hotels.service';

export const hotelsRoutes: FastifyPluginAsyncZod<{ hotelsService: HotelsService }> = async (
  app,
  { hotelsService },
) => {
  const tags = ['hotel'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/hotel',
    {
      config: { privateRevalidation: true },
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: "The caller's hotels (every hotel for super admins)",
        response: { 200: z.array(hotelSchema), ...errorResponses(401) },
      },
    },
    async (request) => hotelsService.list(request.user),
  );

  app.get(
    '/hotel/:id',
    {
      config: { privateRevalidation: true },
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'One hotel (members and super admins)',
        params: z.object({ id: z.string() }),
        response: { 200: hotelSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => hotelsService.get(request.user, request.params.id),
  );

  app.post(
    '/hotel',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Create a hotel; the caller becomes its owner',
        body: createHotelRequestSchema,
        response: { 201: hotelSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const hotel = await hotelsService.create(request.user, request.body);
      return reply.status(201).send(hotel);
    },
  );

  app.put(
    '/hotel',
    {
      onRequest: [app.authenticate, app.hotelScope, app.requirePermission('manageHotel')],
      schema: {
        tags,
        security,
        summary: 'Update the hotel of the `hotel` header (needs manageHotel)',
        // Loose: validated headers replace request.headers, and the others must stay.
        headers: z.looseObject({ hotel: z.string().describe('The hotel id') }),
        body: updateHotelRequestSchema,
        response: { 200: hotelSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => hotelsService.update(request.hotelId, request.body),
  );

  app.delete(
    '/hotel/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary: 'Delete a hotel with all its data (owners and super admins)',
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await hotelsService.delete(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
