import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HOTEL_HEADER } from '@hotel/shared/constants';
import type { Permission } from '@hotel/shared/permissions';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { verifyAccessToken } from '../lib/tokens';
import {
  createAccessRepository,
  type AuthUser,
  type HotelMembership,
} from '../modules/access/access.repository';
import {
  createHotelAccessService,
  type HotelAccessService,
} from '../modules/access/hotel-access.service';

/**
 * Access control in one place (DESIGN decision 6). A route declares who may call it in one line,
 * as onRequest hooks, so a caller without access gets 401/403 before any body is validated:
 *
 *   onRequest: [app.authenticate]                                    // any signed-in user
 *   onRequest: [app.authenticate, app.requireSuperAdmin]             // admin area
 *   onRequest: [app.authenticate, app.hotelScope]                    // member of the `hotel` header's hotel
 *   onRequest: [app.authenticate, app.hotelScope, app.requirePermission('manageHotel')]
 *   onRequest: [app.authenticate, app.hotelScope, app.requireOwner]  // employees, user groups
 *
 * After them, handlers read `request.user`, `request.hotelId`, `request.membership` and
 * `request.permissions`. Repositories must still filter by `request.hotelId`.
 */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: Guard;
    hotelScope: Guard;
    requirePermission: (permission: Permission) => Guard;
    requireOwner: Guard;
    requireSuperAdmin: Guard;
    hotelAccess: HotelAccessService;
  }
  interface FastifyRequest {
    /** Set by app.authenticate. */
    user: AuthUser;
    /** Set by app.hotelScope. */
    hotelId: string;
    /** Set by app.hotelScope; null for a super admin who is not a member. */
    membership: HotelMembership | null;
    /** Set by app.hotelScope: the effective permissions in that hotel. */
    permissions: Permission[];
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export const accessPlugin = fp<{ db: Db; jwtSecret: string }>(
  async (app, options) => {
    const repository = createAccessRepository(options.db);
    const hotelAccess = createHotelAccessService(repository);

    app.decorate('hotelAccess', hotelAccess);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('hotelId', '');
    app.decorateRequest('membership', null);
    app.decorateRequest('permissions', null as unknown as Permission[]);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const userId = token ? verifyAccessToken(token, options.jwtSecret) : null;
      // The user is loaded on every call, so a deleted account stops working at once.
      const user = userId ? await repository.findUser(userId) : undefined;
      if (!user) throw new AppError('UNAUTHORIZED', 'errors.unauthorized');
      request.user = user;
    });

    app.decorate('hotelScope', async (request: FastifyRequest) => {
      const header = request.headers[HOTEL_HEADER];
      const hotelId = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!hotelId) throw new AppError('BAD_REQUEST', 'errors.hotelHeaderRequired');
      const access = await hotelAccess.resolve(request.user, hotelId);
      request.hotelId = access.hotelId;
      request.membership = access.membership;
      request.permissions = access.permissions;
    });

    app.decorate('requirePermission', (permission: Permission): Guard => {
      return async (request) => {
        hotelAccess.assertPermission(
          {
            hotelId: request.hotelId,
            membership: request.membership,
            permissions: request.permissions,
          },
          permission,
        );
      };
    });

    app.decorate('requireOwner', async (request: FastifyRequest) => {
      hotelAccess.assertOwner(request.user, {
        hotelId: request.hotelId,
        membership: request.membership,
        permissions: request.permissions,
      });
    });

    app.decorate('requireSuperAdmin', async (request: FastifyRequest) => {
      if (!request.user.superAdmin) throw new AppError('FORBIDDEN', 'errors.superAdminOnly');
    });
  },
  { name: 'access', dependencies: ['error-handler'] },
);
