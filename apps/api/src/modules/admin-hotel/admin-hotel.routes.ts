import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHotelParamsSchema,
  adminHotelSchema,
  hotelConfigurationSchema,
  updateHotelConfigurationRequestSchema,
} from '@hotel/shared/contracts/admin-hotel';
import { updateHotelRequestSchema } from '@hotel/shared/contracts/hotel';
import { errorResponses } from '../../lib/error-schema';
import { requestOrigin } from '../../lib/public-origin';
import type { AdminHotelService } from './admin-hotel.service';

/**
 * One hotel in the admin area (issue 18): /api/admin/hotel/{hotelId} and its configuration.
 * Super admins only; every change is recorded in the audit trail.
 */
export const adminHotelRoutes: FastifyPluginAsyncZod<{
  adminHotelService: AdminHotelService;
}> = async (app, { adminHotelService }) => {
  const onRequest = [app.authenticate, app.requireSuperAdmin];
  const tags = ['admin', 'hotel'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/admin/hotel/:hotelId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One hotel with its owners, members and rooms counted (super admins only)',
        params: adminHotelParamsSchema,
        response: { 200: adminHotelSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => adminHotelService.get(request.params.hotelId),
  );

  app.put(
    '/admin/hotel/:hotelId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Update a hotel (the owner's hotel body and rules; super admins only)",
        params: adminHotelParamsSchema,
        body: updateHotelRequestSchema,
        response: { 200: adminHotelSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => adminHotelService.update(request.user, request.params.hotelId, request.body),
  );

  app.get(
    '/admin/hotel/:hotelId/configuration',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The hotel's features and plugins, on or off (super admins only)",
        params: adminHotelParamsSchema,
        response: { 200: hotelConfigurationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => adminHotelService.configuration(request.params.hotelId),
  );

  app.put(
    '/admin/hotel/:hotelId/configuration',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Switch features and plugins on or off, as the hotel's own pages do (super admins only)",
        params: adminHotelParamsSchema,
        body: updateHotelConfigurationRequestSchema,
        response: { 200: hotelConfigurationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      adminHotelService.updateConfiguration(
        request.user,
        request.params.hotelId,
        request.body,
        requestOrigin(request),
      ),
  );
};
