import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_ERROR_BODY_LIMIT,
  clientErrorReportSchema,
  errorGroupDetailSchema,
  errorGroupUpdateSchema,
  errorLogPageSchema,
  errorLogQuerySchema,
} from '@hotel/shared/contracts/error-log';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import type { ErrorLogService } from './error-log.service';
import { staffUserOf, verifiedHotelOf } from './server-error-capture';

/**
 * POST /api/client_error: the SPA's error reporter. Anonymous (the login page fails too); a
 * staff token that is sent and valid names the user, and the hotel if the user may act in it. Registered in the public scope.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{
  errorLogService: ErrorLogService;
}> = async (app, { errorLogService }) => {
  app.post(
    '/client_error',
    {
      bodyLimit: CLIENT_ERROR_BODY_LIMIT,
      onRequest: [
        async (request, reply) => {
          if (!request.headers.authorization) return;
          // Optional: an invalid or expired token still reports, anonymously.
          await app.authenticate(request, reply).catch(() => undefined);
        },
      ],
      schema: {
        tags: ['public'],
        summary: "Report an error of the web app's pages",
        description:
          'Uncaught errors, unhandled rejections and failed chunk loads of the SPA. Redacted ' +
          'before it is stored; at most 16 KB, rate-limited per IP (429).',
        body: clientErrorReportSchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      await errorLogService.reportClientError(request.body, {
        ip: request.ip,
        userId: staffUserOf(request),
        hotelId: await verifiedHotelOf(request, app.hotelAccess),
      });
      return reply.status(204).send(null);
    },
  );
};

/** The admin area's error log (super admins only). */
export const errorLogRoutes: FastifyPluginAsyncZod<{ errorLogService: ErrorLogService }> = async (
  app,
  { errorLogService },
) => {
  const guards = { onRequest: [app.authenticate, app.requireSuperAdmin] };

  app.get(
    '/admin/error_log',
    {
      ...guards,
      schema: {
        tags: ['admin', 'error-log'],
        security: [{ bearerAuth: [] }],
        summary: 'Error groups: server errors, failed jobs, client errors (super admins only)',
        querystring: errorLogQuerySchema,
        response: { 200: errorLogPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => errorLogService.list(request.query),
  );

  app.get(
    '/admin/error_log/:id',
    {
      ...guards,
      schema: {
        tags: ['admin', 'error-log'],
        security: [{ bearerAuth: [] }],
        summary: 'An error group with its 20 newest occurrences (super admins only)',
        params: idParamsSchema,
        response: { 200: errorGroupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => errorLogService.detail(request.params.id),
  );

  app.put(
    '/admin/error_log/:id',
    {
      ...guards,
      schema: {
        tags: ['admin', 'error-log'],
        security: [{ bearerAuth: [] }],
        summary: 'Mark an error group resolved, or open it again (super admins only)',
        params: idParamsSchema,
        body: errorGroupUpdateSchema,
        response: { 200: errorGroupDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      errorLogService.setResolved(request.params.id, request.body.resolved, request.user.id),
  );
};
