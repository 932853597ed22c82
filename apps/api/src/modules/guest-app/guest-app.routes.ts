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
import type { GuestPrincipal } from '../../lib/principal';
import { errorResponses } from '../../lib/error-schema';
import type { GuestBookingsService } from './guest-bookings.service';
import type { GuestPaymentsService } from './guest-payments.service';
import type { GuestSignInService } from './guest-sign-in.service';

const hotelParams = z.object({ hotelId: z.uuid('validation.invalid') });
const coGuestParams = guestBookingParamsSchema.extend({
  guestId: requiredIdField('validation.guestIdRequired'),
});
const paymentParams = hotelParams.extend({ id: requiredIdField('validation.invalid') });

/**
 * The guest app's calls (spec §7 "Guest app"): sign-in is public, everything else needs the
 * guest token of the hotel the path names (app.requireGuest) and sees only the guest's own
 * data. Nothing the guest typed (number, code) is logged.
 */
export const guestAppRoutes: FastifyPluginAsyncZod<{
  guestSignIn: GuestSignInService;
  guestBookings: GuestBookingsService;
  guestPayments: GuestPaymentsService;
}> = async (app, { guestSignIn, guestBookings, guestPayments }) => {
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
        summary: 'One of the guest’s bookings (the access code only while access is granted)',
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
        summary: 'Switch between door code and opening from the app',
        description:
          'Opening doors from the app comes with door locks; until then every switch is ' +
          'refused with 409 and the access code stays the way in.',
        params: guestBookingParamsSchema,
        body: switchAccessMethodSchema,
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request) => guestBookings.switchAccessMethod(guestOf(request), request.params.id),
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
