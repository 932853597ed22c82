import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformStatsSchema } from '@hotel/shared/contracts/admin';
import { errorResponses } from '../../lib/error-schema';
import type { AdminService } from './admin.service';

export const adminRoutes: FastifyPluginAsyncZod<{ adminService: AdminService }> = async (
  app,
  { adminService },
) => {
  app.get(
    '/admin/stats',
    {
      onRequest: [app.authenticate, app.requireSuperAdmin],
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Platform counts for the admin dashboard (super admins only)',
        response: { 200: platformStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => adminService.platformStats(),
  );
};
