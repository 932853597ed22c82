import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addEmployeeRequestSchema,
  employeeSchema,
  updateEmployeeRequestSchema,
} from '@hotel/shared/contracts/employees';
import { errorResponses } from '../../lib/error-schema';
import type { RequestLimits } from '../rate-limits';
import type { EmployeesService } from './employees.service';

/** The people of the `hotel` header's hotel; owners only (spec §6). */
export const employeesRoutes: FastifyPluginAsyncZod<{
  employeesService: EmployeesService;
  /** An invitation is a mail: limited per address and IP like the account mails. */
  requestLimits: RequestLimits;
}> = async (app, { employeesService, requestLimits }) => {
  const tags = ['hotel'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requireOwner];
  const headers = z.looseObject({ hotel: z.string().describe('The hotel id') });
  const params = z.object({ id: z.string().describe('The user id') });

  app.get(
    '/hotel/employees',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'The people of the hotel: owners and employees with their user group',
        response: { 200: z.array(employeeSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => employeesService.list(request.hotelId),
  );

  app.post(
    '/hotel/employees',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary:
          'Invite a person by email into a user group; answers the same whether or not the address has an account',
        body: addEmployeeRequestSchema,
        response: { 201: employeeSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await requestLimits.mail(request.ip, request.body.email);
      const employee = await employeesService.add(request.hotelId, request.body, request.language);
      return reply.status(201).send(employee);
    },
  );

  app.put(
    '/hotel/employees/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        params,
        summary: 'Move an employee into another user group',
        body: updateEmployeeRequestSchema,
        response: { 200: employeeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      employeesService.changeGroup(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/hotel/employees/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        params,
        summary: 'Remove a person from the hotel (never the last owner)',
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await employeesService.remove(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
