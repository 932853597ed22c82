import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { integrationOverviewSchema } from '@hotel/shared/contracts/integrations';
import { errorResponses } from '../../lib/error-schema';
import type { IntegrationsService } from './integrations.service';

/** GET /api/integration: the `hotel` header's integrations at a glance (manageHotel). */
export const integrationsRoutes: FastifyPluginAsyncZod<{
  integrationsService: IntegrationsService;
}> = async (app, { integrationsService }) => {
  app.get(
    '/integration',
    {
      onRequest: [app.requirePermission('manageHotel')],
      schema: {
        tags: ['plugins'],
        security: [{ bearerAuth: [] }],
        headers: z.looseObject({ hotel: z.string().describe('The hotel id') }),
        summary: 'Each integration (Smoobu, RoomRaccoon, CSV import, API) with its state',
        response: { 200: integrationOverviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => integrationsService.overview(request.hotelId),
  );
};
