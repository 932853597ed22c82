import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditPageSchema, adminAuditQuerySchema } from '@hotel/shared/contracts/admin-audit';
import { errorResponses } from '../../lib/error-schema';
import type { AdminAuditService } from './admin-audit.service';

/** GET /api/admin/audit: one hotel's or one user's changes made in the admin area. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ adminAudit: AdminAuditService }> = async (
  app,
  { adminAudit },
) => {
  app.get(
    '/admin/audit',
    {
      onRequest: [app.authenticate, app.requireSuperAdmin],
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Changes made in the admin area to one hotel or one user (super admins only)',
        description:
          'Who changed what and when, with the changed fields before and after. Exactly one of ' +
          '`hotelId` and `userId`. A credential only shows that it changed, never its value.',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => adminAudit.list(request.query),
  );
};
