import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeliveryListQuerySchema,
  adminDeliveryPageSchema,
  adminDeliverySchema,
  adminDeliverySummaryQuerySchema,
  adminDeliverySummarySchema,
} from '@hotel/shared/contracts/admin-deliveries';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import type { AdminDeliveriesService } from './admin-deliveries.service';

/** GET /api/admin/guest_notification(/summary), POST …/:id/resend: super admins only. */
export const adminDeliveriesRoutes: FastifyPluginAsyncZod<{
  adminDeliveriesService: AdminDeliveriesService;
}> = async (app, { adminDeliveriesService: service }) => {
  const base = { tags: ['admin', 'guest notifications'], security: [{ bearerAuth: [] }] };
  const onRequest = [app.authenticate, app.requireSuperAdmin];

  app.get(
    '/admin/guest_notification',
    {
      onRequest,
      schema: {
        ...base,
        summary: "Every hotel's guest message deliveries, newest due first (recipients masked)",
        querystring: adminDeliveryListQuerySchema,
        response: { 200: adminDeliveryPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/guest_notification/summary',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Failed and unsent deliveries per hotel and reason in the last `days` days',
        querystring: adminDeliverySummaryQuerySchema,
        response: { 200: adminDeliverySummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.summary(request.query.days),
  );

  app.post(
    '/admin/guest_notification/:id/resend',
    {
      onRequest,
      schema: {
        ...base,
        summary: "Resend a delivery as the hotel's own Resend does, with the super admin as sender",
        description:
          'Answers 201 with the new delivery. A guest without an address gets it as `unsent` ' +
          'with its reason; a canceled or completed booking only its cancellation (409).',
        params: idParamsSchema,
        response: { 201: adminDeliverySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await service.resend(request.params.id, request.user));
    },
  );
};
