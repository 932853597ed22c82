import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestNotificationCreateSchema,
  guestNotificationListQuerySchema,
  guestNotificationListSchema,
  guestNotificationSchema,
} from '@hotel/shared/contracts/guest-notifications';
import { idField } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { GuestNotificationsService } from './guest-notifications.service';

/** POST /api/guest_notification/ (send now), POST …/:id (resend), GET ?bookingId= (list). */
export const guestNotificationsRoutes: FastifyPluginAsyncZod<{
  guestNotificationsService: GuestNotificationsService;
}> = async (app, { guestNotificationsService: service }) => {
  const base = {
    tags: ['guest notifications'],
    security: [{ bearerAuth: [] }],
    headers: hotelHeaders,
  };
  const manage = [app.requirePermission('manageBookings')];
  const senderOf = (user: { id: string; firstName: string; lastName: string }) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });

  app.post(
    '/guest_notification',
    {
      onRequest: manage,
      schema: {
        ...base,
        summary: 'Send a message to a guest of a booking now',
        description:
          'Answers 201 with the notification. A message that cannot go (no email, no mobile, ' +
          'gateway switched off) is answered as `unsent` with its reason, never as an error.',
        body: guestNotificationCreateSchema,
        response: { 201: guestNotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.create(request.hotelId, request.body, senderOf(request.user))),
  );

  app.post(
    '/guest_notification/:id',
    {
      onRequest: manage,
      schema: {
        ...base,
        summary: 'Resend a notification (a new one, same guest, message and gateway)',
        params: z.object({ id: idField }),
        response: { 201: guestNotificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.resend(request.hotelId, request.params.id, senderOf(request.user))),
  );

  app.get(
    '/guest_notification',
    {
      onRequest: [app.requirePermission('viewBookings')],
      schema: {
        ...base,
        summary: "A booking's guest notifications, newest first",
        querystring: guestNotificationListQuerySchema,
        response: { 200: guestNotificationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.list(request.hotelId, request.query.bookingId),
  );
};
