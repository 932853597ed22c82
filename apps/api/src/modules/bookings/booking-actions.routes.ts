import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingCodeRequestSchema,
  bookingGuestRequestSchema,
  bookingResponseSchema,
  bookingStatusRequestSchema,
} from '@hotel/shared/contracts/bookings';
import { staffSelfCheckInSchema } from '@hotel/shared/contracts/guest-app';
import { idField } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { hotelHeaders } from '../../lib/route-schemas';
import { bookingForCaller } from './api-key-booking';
import type { BookingActions } from './booking-actions.service';

/** A path id that may arrive blank (`/booking/%20/guest/x`): blank gets the spec's message. */
const requiredId = (key: string) => z.string().trim().min(1, key).pipe(idField);
const bookingParams = z.object({ id: requiredId('validation.bookingIdRequired') });
const guestParams = bookingParams.extend({ guestId: requiredId('validation.guestIdRequired') });

export const bookingActionsRoutes: FastifyPluginAsyncZod<{
  bookingActions: BookingActions;
}> = async (app, { bookingActions }) => {
  const tags = ['booking'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requirePermission('manageBookings')];
  const base = { tags, security, headers: hotelHeaders };
  const conflictResponses = {
    200: bookingResponseSchema,
    ...errorResponses(400, 401, 403, 404, 409),
  };

  app.put(
    '/booking/status',
    {
      config: { apiKey: 'bookings.write' },
      onRequest,
      schema: {
        ...base,
        summary: 'Change the status along the status machine (spec §4)',
        description:
          'Completing sets the departure to today in the hotel time zone, never later than ' +
          'planned and never before arrival + 1. Writes history and a booking.status_changed event.',
        body: bookingStatusRequestSchema,
        response: conflictResponses,
      },
    },
    async (request) =>
      bookingForCaller(
        await bookingActions.changeStatus(
          request.hotelId,
          request.body.id,
          request.body.status,
          request.principal,
        ),
        request.principal,
      ),
  );

  app.put(
    '/booking/code/:bookingId',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Give the booking a new six-digit access code',
        params: z.object({ bookingId: requiredId('validation.bookingIdRequired') }),
        body: bookingCodeRequestSchema,
        response: conflictResponses,
      },
    },
    async (request) =>
      bookingActions.resetCode(request.hotelId, request.params.bookingId, request.principal),
  );

  app.put(
    '/booking/:id/self_check_in',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Confirm the self check-in by hand, or withdraw the confirmation',
        description:
          'Sets `selfCheckInCompleted`. The guest app then shows (or hides again) the access ' +
          'code where the hotel offers self check-in. Recorded in the history with the caller ' +
          'and as a booking.self_check_in_changed event; the same value again changes nothing.',
        params: bookingParams,
        body: staffSelfCheckInSchema,
        response: conflictResponses,
      },
    },
    async (request) =>
      bookingActions.setSelfCheckIn(
        request.hotelId,
        request.params.id,
        request.body.completed,
        request.principal,
      ),
  );

  app.post(
    '/booking/:id/guest',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Add an existing guest to the booking',
        params: bookingParams,
        body: bookingGuestRequestSchema,
        response: conflictResponses,
      },
    },
    async (request) =>
      bookingActions.addGuest(
        request.hotelId,
        request.params.id,
        request.body.guest,
        request.principal,
      ),
  );

  app.put(
    '/booking/:id/guest',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Make a guest the main guest (added first if not on the booking)',
        params: bookingParams,
        body: bookingGuestRequestSchema,
        response: conflictResponses,
      },
    },
    async (request) =>
      bookingActions.makeMainGuest(
        request.hotelId,
        request.params.id,
        request.body.guest,
        request.principal,
      ),
  );

  app.delete(
    '/booking/:id/guest/:guestId',
    {
      onRequest,
      schema: {
        ...base,
        summary: 'Remove a co-guest (the main guest cannot be removed)',
        params: guestParams,
        response: conflictResponses,
      },
    },
    async (request) =>
      bookingActions.removeGuest(
        request.hotelId,
        request.params.id,
        request.params.guestId,
        request.principal,
      ),
  );
};
