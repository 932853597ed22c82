import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import {
  servicePresetImportResultSchema,
  servicePresetImportSchema,
  servicePresetListSchema,
  servicePresetRequestSchema,
  servicePresetSchema,
} from '@hotel/shared/contracts/service-presets';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import { auditActorOf } from '../admin-audit';
import type { ServicePresetsService } from './service-presets.service';

/** `/api/admin/service_presets`: the presets' list, kept by super admins. */
export const servicePresetsAdminRoutes: FastifyPluginAsyncZod<{
  servicePresetsService: ServicePresetsService;
}> = async (app, { servicePresetsService }) => {
  const onRequest = [app.authenticate, app.requireSuperAdmin];
  const tags = ['admin', 'service'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/admin/service_presets',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Service presets, by name (super admins only)',
        response: { 200: servicePresetListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await servicePresetsService.list() }),
  );

  app.post(
    '/admin/service_presets',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Create a service preset (price in minor units; name unique in any case)',
        body: servicePresetRequestSchema,
        response: { 201: servicePresetSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await servicePresetsService.create(request.body, auditActorOf(request.user))),
  );

  app.put(
    '/admin/service_presets/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Replace a service preset',
        params: idParamsSchema,
        body: servicePresetRequestSchema,
        response: { 200: servicePresetSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      servicePresetsService.update(request.params.id, request.body, auditActorOf(request.user)),
  );

  app.delete(
    '/admin/service_presets/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Delete a service preset (hotels keep the services they took over)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await servicePresetsService.delete(request.params.id, auditActorOf(request.user));
      return reply.status(204).send(null);
    },
  );
};

/** The hotel's side (manageHotel): the presets to pick from and their import as services. */
export const servicePresetsHotelRoutes: FastifyPluginAsyncZod<{
  servicePresetsService: ServicePresetsService;
}> = async (app, { servicePresetsService }) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const tags = ['service'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/service_presets',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The service presets a hotel can import',
        headers: hotelHeaders,
        response: { 200: servicePresetListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async () => ({ items: await servicePresetsService.list() }),
  );

  app.post(
    '/service/import_presets',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Import service presets as the hotel’s services',
        description:
          'Creates a service for each preset; a name the hotel already has (any case) is ' +
          'skipped and unknown ids are ignored. Answers how many services were created.',
        headers: hotelHeaders,
        body: servicePresetImportSchema,
        response: { 200: servicePresetImportResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      created: await servicePresetsService.importIntoHotel(request.hotelId, request.body.presetIds),
    }),
  );
};
