import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { syncRequestResultSchema, syncStatusSchema } from '@hotel/shared/contracts/sync';
import { errorResponses } from '../../lib/error-schema';
import type { SyncService } from './sync.service';

/** Channel synchronisation of the `hotel` header's hotel (needs manageHotel). */
export const syncRoutes: FastifyPluginAsyncZod<{ syncService: SyncService }> = async (
  app,
  { syncService },
) => {
  const tags = ['hotel'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requirePermission('manageHotel')];
  const headers = z.looseObject({ hotel: z.string().describe('The hotel id') });

  app.get(
    '/hotel/sync',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'Each channel connection of the hotel and its last sync',
        response: { 200: syncStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => syncService.status(request.hotelId, request.language),
  );

  app.put(
    '/hotel/sync',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary:
          'Force a channel sync: queues one job per channel; one without a connection ends as skipped',
        response: { 202: syncRequestResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const jobs = await syncService.requestSync(request.hotelId, request.user.id);
      return reply.status(202).send({ jobs });
    },
  );
};
