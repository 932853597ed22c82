import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelInvitationSchema } from '@hotel/shared/contracts/employees';
import { errorResponses } from '../../lib/error-schema';
import type { EmployeesService } from './employees.service';

/** The signed-in account's own invitations into hotels: it joins only by accepting one. */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  employeesService: EmployeesService;
}> = async (app, { employeesService }) => {
  const tags = ['auth'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.authenticate];
  const params = z.object({ hotelId: z.string().max(100).describe('The inviting hotel') });

  app.get(
    '/auth/invitations',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Open invitations of the signed-in user into hotels',
        response: { 200: z.array(hotelInvitationSchema), ...errorResponses(401) },
      },
    },
    async (request) => employeesService.invitationsFor(request.user.id),
  );

  app.post(
    '/auth/invitations/:hotelId/accept',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        summary: 'Accept an invitation: join the hotel in the invited user group',
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await employeesService.acceptInvitation(request.user.id, request.params.hotelId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/auth/invitations/:hotelId',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        summary: 'Decline an invitation',
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await employeesService.declineInvitation(request.user.id, request.params.hotelId);
      return reply.status(204).send(null);
    },
  );
};
