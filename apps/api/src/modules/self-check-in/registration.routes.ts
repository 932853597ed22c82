import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationFormResponseSchema } from '@hotel/shared/contracts/guest-app';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import { sendExportFile } from '../../lib/spreadsheet-export';
import type { RegistrationService } from './registration.service';

/** GET /api/booking/{id}/registration and …/registration.pdf (viewBookings or manageBookings). */
export const registrationRoutes: FastifyPluginAsyncZod<{
  registrationService: RegistrationService;
}> = async (app, { registrationService }) => {
  const onRequest = [app.requirePermission('viewBookings', 'manageBookings')];
  const base = {
    tags: ['booking'],
    security: [{ bearerAuth: [] }],
    headers: hotelHeaders,
    params: idParamsSchema,
  };

  // Registered before /registration so the literal `.pdf` path is its own route.
  app.get(
    '/booking/:id/registration.pdf',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The registration form (Meldeschein) as an A4 PDF',
        description:
          'Labels in the request language. Sent as an attachment named ' +
          '`meldeschein-<booking number>.pdf`. 404 errors.registrationNotFound without a form.',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await registrationService.pdf(
        request.hotelId,
        request.params.id,
        request.language,
      );
      // Personal data: no shared cache keeps a copy.
      reply.header('cache-control', 'no-store');
      return sendExportFile(reply, {
        body: Buffer.from(bytes),
        contentType: 'application/pdf',
        fileName: filename,
      });
    },
  );

  app.get(
    '/booking/:id/registration',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The registration form the guest filled in during self check-in',
        description: '404 errors.registrationNotFound when the booking has no form.',
        response: {
          200: registrationFormResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => registrationService.get(request.hotelId, request.params.id),
  );
};
