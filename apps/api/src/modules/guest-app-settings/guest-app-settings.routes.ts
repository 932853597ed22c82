import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestAppSettingsSchema } from '@hotel/shared/contracts/guest-app';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { GuestAppSettingsService } from './guest-app-settings.service';

/** PUT /api/hotel/guest_app (manageHotel, staff only). GET /api/hotel returns the settings. */
export const guestAppSettingsRoutes: FastifyPluginAsyncZod<{
  guestAppSettingsService: GuestAppSettingsService;
}> = async (app, { guestAppSettingsService }) => {
  app.put(
    '/hotel/guest_app',
    {
      onRequest: [app.requirePermission('manageHotel')],
      schema: {
        tags: ['hotel'],
        security: [{ bearerAuth: [] }],
        headers: hotelHeaders,
        summary: 'Save the guest app’s settings: on or off, accent colour, cover images',
        description:
          '`accent_color` is one of the offered palette names (default amber). ' +
          '`template_image` paths are URLs of images this hotel uploaded with type ' +
          '`guest_app`; the first is the cover. GET /api/hotel returns the stored `guest_app`.',
        body: guestAppSettingsSchema,
        response: { 200: guestAppSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guestAppSettingsService.update(request.hotelId, request.body),
  );
};
