import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserDetailSchema,
  adminUserHotelOptionsSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSuperAdminRequestSchema,
  createAdminUserRequestSchema,
} from '@hotel/shared/contracts/admin-users';
import { idParamsSchema } from '@hotel/shared/contracts/fields';
import { errorResponses } from '../../lib/error-schema';
import { auditActorOf } from '../admin-audit';
import type { AdminUsersService } from './admin-users.service';

/** /admin/users (issue 18): every account of the platform, super admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{
  adminUsersService: AdminUsersService;
}> = async (app, { adminUsersService: service }) => {
  const tags = ['admin', 'users'];
  const security = [{ bearerAuth: [] }];
  const onRequest = [app.authenticate, app.requireSuperAdmin];

  app.get(
    '/admin/user',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every user, filtered by name or email, one page at a time',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/admin/user/hotel_options',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Every hotel with its user groups (the create form's choices)",
        response: { 200: adminUserHotelOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => service.hotelOptions(),
  );

  app.get(
    '/admin/user/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One user with memberships and open invitations',
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.post(
    '/admin/user',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Create a user with memberships; they get an email with a link to choose their password',
        body: createAdminUserRequestSchema,
        response: { 201: adminUserDetailSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const detail = await service.create(
        auditActorOf(request.user),
        request.body,
        request.language,
      );
      return reply.status(201).send(detail);
    },
  );

  app.delete(
    '/admin/user/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          "Delete a user; refused for the last super admin, one's own account and a hotel's last owner",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(auditActorOf(request.user), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/user/:id/super_admin',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Grant or remove super admin; the last super admin is never removed',
        params: idParamsSchema,
        body: adminUserSuperAdminRequestSchema,
        response: { 200: adminUserDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.setSuperAdmin(auditActorOf(request.user), request.params.id, request.body.superAdmin),
  );

  app.post(
    '/admin/user/:id/password_reset',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Send the user the normal password reset email',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.sendPasswordReset(
        auditActorOf(request.user),
        request.params.id,
        request.language,
      );
      return reply.status(204).send(null);
    },
  );
};
