import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCreateHotelRequestSchema,
  adminCreateHotelResponseSchema,
  adminHotelListQuerySchema,
  adminHotelListResponseSchema,
} from '@hotel/shared/contracts/admin-hotels';
import { errorResponses } from '../../lib/error-schema';
import type { AdminHotelsService } from './admin-hotels.service';

/** /admin/hotel and /admin/hotel/create (issue 18): super admins only. */
export const adminHotelsRoutes: FastifyPluginAsyncZod<{
  adminHotelsService: AdminHotelsService;
}> = async (app, { adminHotelsService }) => {
  const tags = ['admin', 'hotel'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.authenticate, app.requireSuperAdmin];

  app.get(
    '/admin/hotel',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every hotel with owner, rooms, bookings this month, plugins and integrations',
        querystring: adminHotelListQuerySchema,
        response: { 200: adminHotelListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => adminHotelsService.list(request.query),
  );

  app.post(
    '/admin/hotel',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Create a hotel for an owner by email (an existing account or an invitation)',
        body: adminCreateHotelRequestSchema,
        response: { 201: adminCreateHotelResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await adminHotelsService.create(request.user, request.body);
      return reply.status(201).send(created);
    },
  );
};
