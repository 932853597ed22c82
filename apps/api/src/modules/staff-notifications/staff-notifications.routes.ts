import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffNotificationListSchema,
  staffNotificationReadSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { StaffNotificationsService } from './staff-notifications.service';

/**
 * GET /api/notifications, POST /api/notifications/read: the header's bell (spec §2) of every
 * member who sees or makes bookings; read marks are the user's own.
 */
export const staffNotificationsRoutes: FastifyPluginAsyncZod<{
  staffNotifications: StaffNotificationsService;
}> = async (app, { staffNotifications }) => {
  const base = { tags: ['notifications'], security: [{ bearerAuth: [] }], headers: hotelHeaders };
  // Its entries name guests and open bookings: for those who see or make bookings.
  const onRequest = [app.requirePermission('viewBookings', 'manageBookings')];

  app.get(
    '/notifications',
    {
      onRequest,
      schema: {
        ...base,
        summary:
          "The bell: failed guest messages and bookings from outside, with the user's unread count",
        response: { 200: staffNotificationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => staffNotifications.list(request.hotelId, request.user.id),
  );

  app.post(
    '/notifications/read',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Mark entries of the bell read for the signed-in user (`ids`, or `all`)',
        body: staffNotificationReadSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await staffNotifications.markRead(request.hotelId, request.user.id, request.body);
      return reply.code(204).send(null);
    },
  );
};
