import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestAppGuestSchema,
  guestAuthQuerySchema,
  guestAuthResponseSchema,
  guestBookingParamsSchema,
  guestBookingSchema,
  guestBookingsQuerySchema,
  guestBookingsResponseSchema,
  guestCoGuestRequestSchema,
  guestPaymentCheckoutSchema,
  guestVerificationQuerySchema,
  guestVerificationResponseSchema,
  switchAccessMethodSchema,
} from '@hotel/shared/contracts/guest-app';
import { requiredIdField } from '@hotel/shared/contracts/fields';
import { guestLockQuerySchema, lockOpenedSchema } from '@hotel/shared/contracts/locks';
import type { GuestPrincipal } from '../../lib/principal';
import { errorBodySchema, errorResponses } from '../../lib/error-schema';
import type { GuestBookingsService } from './guest-bookings.service';
import type { GuestLocksService } from './guest-locks.service';
import type { GuestPaymentsService } from './guest-payments.service';
import type { GuestSignInService } from './guest-sign-in.service';

const hotelParams = z.object({ hotelId: z.uuid('validation.invalid') });
const coGuestParams = guestBookingParamsSchema.extend({
  guestId: requiredIdField('validation.guestIdRequired'),
});
const paymentParams = hotelParams.extend({ id: requiredIdField('validation.invalid') });
const lockParams = hotelParams.extend({ id: requiredIdField('validation.lockIdRequired') });

/**
 * The guest app's calls (spec §7 "Guest app"): sign-in is public, everything else needs the
 * guest token of the hotel the path names (app.requireGuest) and sees only the guest's own
 * data. Nothing the guest typed (number, code) is logged.
 */
export const guestAppRoutes: FastifyPluginAsyncZod<{
  guestSignIn: GuestSignInService;
  guestBookings: GuestBookingsService;
  guestPayments: GuestPaymentsService;
  guestLocks: GuestLocksService;
}> = async (app, { guestSignIn, guestBookings, guestPayments, guestLocks }) => {
  const tags = ['guest app'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requireGuest];
  const guestOf = (request: { principal: unknown }) => request.principal as GuestPrincipal;
  const bookingResponses = { 200: guestBookingSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/guest_app/:hotelId/guest_auth',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Send a six-digit sign-in code by SMS to a guest of the hotel',
        description:
          'The mobile must belong to the main guest or a co-guest of a current or future stay. ' +
          'The code is valid 10 minutes; a new one at most once a minute; five wrong tries lock ' +
          'the number for 15 minutes; daily caps per number and per address, and a cap per ' +
          'address in 15 minutes on every request, unknown numbers included (429 with Retry-After).',
        params: hotelParams,
        querystring: guestAuthQuerySchema,
        response: { 200: guestAuthResponseSchema, ...errorResponses(400, 403, 404, 429, 500) },
      },
    },
    async (request) =>
      guestSignIn.requestCode(request.params.hotelId, request.query, { ip: request.ip }),
  );

  app.get(
    '/guest_app/:hotelId/guest_verification',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Exchange the SMS code for a guest token (valid one day)',
        params: hotelParams,
        querystring: guestVerificationQuerySchema,
        response: {
          200: guestVerificationResponseSchema,
          ...errorResponses(400, 403, 404, 429),
        },
      },
    },
    async (request) => guestSignIn.verifyCode(request.params.hotelId, request.query),
  );

  app.get(
    '/guest_app/:hotelId/guest',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The signed-in guest',
        params: hotelParams,
        response: { 200: guestAppGuestSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guestBookings.guest(guestOf(request)),
  );

  app.get(
    '/guest_app/:hotelId/bookings',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "The guest's bookings: active (soonest first) or history (latest first)",
        params: hotelParams,
        querystring: guestBookingsQuerySchema,
        response: { 200: guestBookingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => guestBookings.bookings(guestOf(request), request.query),
  );

  app.get(
    '/guest_app/:hotelId/bookings/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One of the guest’s bookings with its door access',
        description:
          'The access code only while access is granted and the guest opens by code. `access` ' +
          'gives the lock access state (spec §4) with its reason, the window and the doors the ' +
          'app opens (while access is allowed or planned, else none), and the entrance’s ' +
          'nine-digit code where the hotel uses one.',
        params: guestBookingParamsSchema,
        response: { 200: guestBookingSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => guestBookings.guestBooking(guestOf(request), request.params.id),
  );

  app.put(
    '/guest_app/:hotelId/bookings/:id/guest',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Add a co-guest by name (within the room type’s occupancy)',
        params: guestBookingParamsSchema,
        body: guestCoGuestRequestSchema,
        response: bookingResponses,
      },
    },
    async (request) => guestBookings.addCoGuest(guestOf(request), request.params.id, request.body),
  );

  app.delete(
    '/guest_app/:hotelId/bookings/:id/guest/:guestId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Remove a co-guest (never the main guest)',
        params: coGuestParams,
        response: bookingResponses,
      },
    },
    async (request) =>
      guestBookings.removeCoGuest(guestOf(request), request.params.id, request.params.guestId),
  );

  app.put(
    '/guest_app/:hotelId/bookings/:id/switch_access_method',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Switch between the door code and opening the doors from the app',
        description:
          "Stored for the booking; a change queues the booking's lock sync. With `app` the " +
          'keypad code is withdrawn at the lock and the booking answers without it; with ' +
          '`code` it is granted again. Switching to `app` needs a door the app can open (the ' +
          "room's lock or, with `additional_entrance`, an entrance): 409 otherwise. A canceled " +
          'or completed stay: 409. Answers the updated booking.',
        params: guestBookingParamsSchema,
        body: switchAccessMethodSchema,
        response: bookingResponses,
      },
    },
    async (request) =>
      guestLocks.switchAccessMethod(guestOf(request), request.params.id, request.body),
  );

  const lockResponses = {
    200: lockOpenedSchema,
    ...errorResponses(400, 401, 403, 404),
    502: errorBodySchema,
  };
  const lockRules =
    "Only for the guest's own booking (main guest or co-guest; 404 otherwise), only inside " +
    "the stay's window (check-in time on arrival to check-out time on departure, hotel time) " +
    'and with nothing open that holds access back (a payment granting room access, a self ' +
    'check-in the hotel asks for). Any other case is 403 LOCK_ACCESS_DENIED with the reason. ' +
    "The opening is recorded with the guest's name; a lock provider failure is 502 with the " +
    'provider\'s message, else "Unable to open the lock".';

  app.get(
    '/guest_app/:hotelId/lock/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Open the room door of the guest's booking now",
        description: `The lock must be the one of the room the booking has now. ${lockRules}`,
        params: lockParams,
        querystring: guestLockQuerySchema,
        response: lockResponses,
      },
    },
    async (request) =>
      guestLocks.openRoomLock(guestOf(request), {
        lockId: request.params.id,
        bookingId: request.query.booking,
        language: request.language,
      }),
  );

  app.get(
    '/guest_app/:hotelId/entrance_lock/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Open an entrance (a shared lock of the hotel) for the guest's booking now",
        description: `Only when the hotel has \`additional_entrance\`. ${lockRules}`,
        params: lockParams,
        querystring: guestLockQuerySchema,
        response: lockResponses,
      },
    },
    async (request) =>
      guestLocks.openEntranceLock(guestOf(request), {
        lockId: request.params.id,
        bookingId: request.query.booking,
        language: request.language,
      }),
  );

  app.get(
    '/guest_app/:hotelId/payment/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Open the online checkout for an open payment of the guest’s booking',
        params: paymentParams,
        response: { 200: guestPaymentCheckoutSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => guestPayments.checkout(guestOf(request), request.params.id),
  );
};
