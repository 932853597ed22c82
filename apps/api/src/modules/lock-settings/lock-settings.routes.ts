import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockSettingsInputSchema, lockSettingsSchema } from '@hotel/shared/contracts/locks';
import { errorResponses } from '../../lib/error-schema';
import { auditActorOf } from '../admin-audit';
import type { LockSettingsService } from './lock-settings.service';

const hotelParamsSchema = z.object({ hotelId: z.uuid('validation.invalid') });

/**
 * GET/PUT /api/admin/hotel/{hotelId}/lock_settings: a hotel's door-lock provider, for super
 * admins only (the admin area's `/admin/hotel/{id}/locks` and `/admin/soap` pages).
 */
export const lockSettingsRoutes: FastifyPluginAsyncZod<{
  lockSettingsService: LockSettingsService;
}> = async (app, { lockSettingsService }) => {
  app.get(
    '/admin/hotel/:hotelId/lock_settings',
    {
      onRequest: [app.authenticate, app.requireSuperAdmin],
      schema: {
        tags: ['admin', 'locks'],
        security: [{ bearerAuth: [] }],
        summary: 'A hotel’s door-lock provider settings (super admins only)',
        description:
          'Which hardware, bwOnline’s SOAP endpoint and username, whether its password and ' +
          'Nuki’s API token are stored, what answers for the locks right now, and the ' +
          'simulator’s failure switch. Secrets are never returned.',
        params: hotelParamsSchema,
        response: { 200: lockSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lockSettingsService.read(request.params.hotelId),
  );

  app.put(
    '/admin/hotel/:hotelId/lock_settings',
    {
      onRequest: [app.authenticate, app.requireSuperAdmin],
      schema: {
        tags: ['admin', 'locks'],
        security: [{ bearerAuth: [] }],
        summary: 'Change a hotel’s door-lock provider (super admins only)',
        description:
          'A secret left out keeps the stored one, an empty one removes it. bwOnline answers ' +
          'with an endpoint and a stored password, Nuki with a stored API token; otherwise the ' +
          'local simulator does.',
        params: hotelParamsSchema,
        body: lockSettingsInputSchema,
        response: { 200: lockSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      lockSettingsService.update(request.params.hotelId, request.body, auditActorOf(request.user)),
  );
};
