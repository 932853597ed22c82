import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HOTEL_CATALOG_READERS } from '@hotel/shared/permissions';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import {
  serviceListQuerySchema,
  serviceRequestSchema,
  serviceSchema,
} from '@hotel/shared/contracts/services';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { ServicesService } from './services.service';

export const servicesRoutes: FastifyPluginAsyncZod<{ servicesService: ServicesService }> = async (
  app,
  { servicesService },
) => {
  const tags = ['service'];
  const security = [{ bearerAuth: [] }];
  const read = [app.requirePermission(...HOTEL_CATALOG_READERS)];
  const change = [app.requirePermission('manageHotel')];

  app.get(
    '/service',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: "The hotel's services (`?active=true` for the active ones)",
        headers: hotelHeaders,
        querystring: serviceListQuerySchema,
        response: { 200: z.array(serviceSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      servicesService.list(request.hotelId, {
        active: request.query.active === undefined ? undefined : request.query.active === 'true',
      }),
  );

  app.get(
    '/service/:id',
    {
      onRequest: read,
      schema: {
        tags,
        security,
        summary: 'One service',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => servicesService.get(request.hotelId, request.params.id),
  );

  app.post(
    '/service',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Create a service (price in minor units)',
        headers: hotelHeaders,
        body: serviceRequestSchema,
        response: { 201: serviceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await servicesService.create(request.hotelId, request.body)),
  );

  app.put(
    '/service/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Replace a service',
        headers: hotelHeaders,
        params: idParamsSchema,
        body: serviceRequestSchema,
        response: { 200: serviceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => servicesService.update(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/service/:id',
    {
      onRequest: change,
      schema: {
        tags,
        security,
        summary: 'Delete a service; room types stop offering it',
        headers: hotelHeaders,
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await servicesService.delete(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
