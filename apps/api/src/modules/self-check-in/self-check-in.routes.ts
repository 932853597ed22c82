import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  guestBookingParamsSchema,
  registrationFormSchema,
  selfCheckInGuestSchema,
} from '@hotel/shared/contracts/guest-app';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-schema';
import type { GuestPrincipal } from '../../lib/principal';
import type { SelfCheckInService } from './self-check-in.service';

/** requireGuest let only a guest through; this narrows the type (and refuses anything else). */
function guestOf(request: FastifyRequest): GuestPrincipal {
  if (request.principal.kind !== 'guest')
    throw new AppError('FORBIDDEN', 'errors.principalNotAllowed');
  return request.principal;
}

/**
 * The guest app's self check-in: /api/guest_app/{hotelId}/bookings/{id}/self_check_in/… with the
 * guest token. Only the booking's main guest; everyone else gets 404 (see the service).
 */
export const selfCheckInRoutes: FastifyPluginAsyncZod<{
  selfCheckInService: SelfCheckInService;
}> = async (app, { selfCheckInService }) => {
  const base = {
    tags: ['guest_app'],
    security: [{ bearerAuth: [] }],
    params: guestBookingParamsSchema,
  };
  const url = '/guest_app/:hotelId/bookings/:id/self_check_in';
  const unavailable =
    '409 when the hotel does not offer self check-in, the stay is canceled, completed or over ' +
    '(errors.selfCheckInUnavailable) or the self check-in is already completed ' +
    '(errors.selfCheckInAlreadyCompleted). Only the main guest: 404 for anyone else.';
  const noContent = { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) };

  app.put(
    `${url}/guest`,
    {
      onRequest: [app.requireGuest],
      schema: {
        ...base,
        summary: 'Self check-in step 1: the main guest’s name, email and nationality',
        description: `Nationality is an ISO 3166-1 alpha-2 code. ${unavailable}`,
        body: selfCheckInGuestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await selfCheckInService.updateGuest(guestOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `${url}/registration`,
    {
      onRequest: [app.requireGuest],
      schema: {
        ...base,
        summary: 'Self check-in step 2: the registration form (BMG §30) of a foreign guest',
        description:
          'Only where the hotel asks for it (guestRegistrationRequired) and the guest is not ' +
          'German: otherwise 400 validation.registrationNotNeeded. Arrival and departure come ' +
          'from the booking; a second form replaces the first; it is deleted one year after ' +
          `departure. ${unavailable}`,
        body: registrationFormSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await selfCheckInService.saveRegistration(guestOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${url}/complete`,
    {
      onRequest: [app.requireGuest],
      schema: {
        ...base,
        summary: 'Self check-in step 4: complete it',
        description:
          '409 errors.selfCheckInGuestMissing without a nationality (step 1), ' +
          'errors.selfCheckInRegistrationMissing when a required form is missing (step 2), ' +
          'errors.selfCheckInPaymentMissing while a payment that grants room access is open ' +
          `(step 3). Recorded in the booking's history with the guest. ${unavailable}`,
        response: noContent,
      },
    },
    async (request, reply) => {
      await selfCheckInService.complete(guestOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
