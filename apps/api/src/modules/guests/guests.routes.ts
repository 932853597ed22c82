import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestCompaniesQuerySchema,
  guestCompaniesResponseSchema,
  guestListQuerySchema,
  guestListResponseSchema,
  guestMergeRequestSchema,
  guestRequestSchema,
  guestSchema,
} from '@hotel/shared/contracts/guests';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { GuestsService } from './guests.service';

export const guestsRoutes: FastifyPluginAsyncZod<{ guestsService: GuestsService }> = async (
  app,
  { guestsService },
) => {
  const tags = ['guest'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission('viewBookings')];
  const change = [app.requirePermission('manageBookings')];

  app.get(
    '/guest',
    {
      config: { apiKey: 'guests' },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: "The hotel's guests by last and first name, with their booking count",
        description:
          '`filter` searches name, "first last", email, mobile (spaces ignored) and company.',
        headers: hotelHeaders,
        querystring: guestListQuerySchema,
        response: { 200: guestListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guestsService.list(request.hotelId, request.query),
  );

  app.get(
    '/guest/companies',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'Distinct company names of the guests (max 20, prefix matches first)',
        headers: hotelHeaders,
        querystring: guestCompaniesQuerySchema,
        response: { 200: guestCompaniesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guestsService.companies(request.hotelId, request.query.search),
  );

  app.put(
    '/guest/merge',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Merge the source guest into the target guest',
        description:
          'Bookings move to the target, empty target fields are filled from the source, the source is deleted.',
        headers: hotelHeaders,
        body: guestMergeRequestSchema,
        response: { 200: guestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => guestsService.merge(request.hotelId, request.body, request.principal),
  );

  app.get(
    '/guest/:id',
    {
      config: { apiKey: 'guests' },
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'One guest',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 200: guestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => guestsService.get(request.hotelId, request.params.id),
  );

  app.post(
    '/guest',
    {
      config: { apiKey: 'guests' },
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Create a guest',
        headers: hotelHeaders,
        body: guestRequestSchema,
        response: { 201: guestSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await guestsService.create(request.hotelId, request.body)),
  );

  app.put(
    '/guest/:id',
    {
      config: { apiKey: 'guests' },
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Replace a guest',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: guestRequestSchema,
        response: { 200: guestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => guestsService.update(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/guest/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Delete a guest without bookings',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await guestsService.delete(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
