import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userGroupRequestSchema, userGroupSchema } from '@hotel/shared/contracts/user-groups';
import { errorResponses } from '../../lib/error-schema';
import type { UserGroupsService } from './user-groups.service';

/** User groups of the `hotel` header's hotel; owners only (spec §6). */
export const userGroupsRoutes: FastifyPluginAsyncZod<{
  userGroupsService: UserGroupsService;
}> = async (app, { userGroupsService }) => {
  const tags = ['user group'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.requireOwner];
  const headers = z.looseObject({ hotel: z.string().describe('The hotel id') });
  const params = z.object({ id: z.string() });

  app.get(
    '/user_group',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'The user groups of the hotel with their member counts',
        response: { 200: z.array(userGroupSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userGroupsService.list(request.hotelId),
  );

  app.get(
    '/user_group/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        params,
        summary: 'One user group',
        response: { 200: userGroupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userGroupsService.get(request.hotelId, request.params.id),
  );

  app.post(
    '/user_group',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        summary: 'Create a user group (name unique in the hotel)',
        body: userGroupRequestSchema,
        response: { 201: userGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const group = await userGroupsService.create(request.hotelId, request.body);
      return reply.status(201).send(group);
    },
  );

  app.put(
    '/user_group/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        params,
        summary: 'Rename a user group or change its permissions',
        body: userGroupRequestSchema,
        response: { 200: userGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => userGroupsService.update(request.hotelId, request.params.id, request.body),
  );

  app.delete(
    '/user_group/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        params,
        summary: 'Delete a user group that nobody belongs to',
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await userGroupsService.delete(request.hotelId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
