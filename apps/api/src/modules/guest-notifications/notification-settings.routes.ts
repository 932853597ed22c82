import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationOutboxSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  templatePreviewInputSchema,
  templatePreviewSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { NotificationSettingsService } from './notification-settings.service';

/** GET, PUT /api/settings/notifications, its preview and outbox (manageHotel). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{
  notificationSettingsService: NotificationSettingsService;
}> = async (app, { notificationSettingsService: service }) => {
  const onRequest = [app.requirePermission('manageHotel')];
  const base = {
    tags: ['guest notifications'],
    security: [{ bearerAuth: [] }],
    headers: hotelHeaders,
  };

  app.get(
    '/settings/notifications',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Guest notification settings, templates and the active gateways',
        response: { 200: notificationSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.get(request.hotelId),
  );

  app.put(
    '/settings/notifications',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Save guest notification settings and templates',
        description:
          'Templates are Liquid in strict mode: an unknown variable or an unreadable template ' +
          'is refused (400) at `templates.<message>.<language>.<field>`. The SMS provider is ' +
          'set at its own endpoint and stays as it is.',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.update(request.hotelId, request.body),
  );

  app.post(
    '/settings/notifications/preview',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Render an unsaved template with a booking of the hotel',
        body: templatePreviewInputSchema,
        response: { 200: templatePreviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.preview(request.hotelId, request.body),
  );

  app.get(
    '/settings/notifications/outbox',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'The last 50 messages that went to the local email or SMS outbox',
        response: { 200: notificationOutboxSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.outbox(request.hotelId),
  );
};
