import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { bookingAccessSchema } from '@hotel/shared/contracts/locks';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import type { BookingAccessService } from './booking-access.service';

/** The door access of a booking (issue 15): read with viewBookings, retry with manageBookings. */
export const bookingAccessRoutes: FastifyPluginAsyncZod<{
  bookingAccess: BookingAccessService;
}> = async (app, { bookingAccess }) => {
  const base = {
    tags: ['booking'],
    security: [{ bearerAuth: [] }],
    headers: hotelHeaders,
    params: idParamsSchema,
    response: { 200: bookingAccessSchema, ...errorResponses(400, 401, 403, 404) },
  };

  app.get(
    '/booking/:id/access',
    {
      onRequest: [app.requirePermission('viewBookings')],
      schema: {
        ...base,
        summary: "The booking's door access: state, window, doors and how the provider stands",
        description:
          'The state follows spec §4 (new, pending, access_allowed, access_denied, completed, ' +
          'canceled) and is derived at the time of the call. `doors` lists the room lock and, ' +
          'with `additional_entrance`, the shared entrances, each with whether the provider ' +
          'holds the code there. `sync` is the last sync with the provider and its error.',
      },
    },
    async (request) => bookingAccess.get(request.hotelId, request.params.id),
  );

  app.put(
    '/booking/:id/access/sync',
    {
      onRequest: [app.requirePermission('manageBookings')],
      schema: {
        ...base,
        summary: "Sync the booking's door access with the lock provider again (retry)",
        description:
          'Queues the sync job now and answers the access as it stands (`sync.status` pending ' +
          'until the job has run). The job revokes what the booking should no longer open and ' +
          'grants what is missing.',
      },
    },
    async (request) => bookingAccess.requestSync(request.hotelId, request.params.id),
  );
};
