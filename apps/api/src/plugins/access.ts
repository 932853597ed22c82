import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HOTEL_HEADER } from '@hotel/shared/constants';
import type { Permission } from '@hotel/shared/permissions';
import { AppError } from '../lib/app-error';
import type { Principal } from '../lib/principal';
import type {
  AuthUser,
  HotelAccessService,
  HotelMembership,
  MembershipLookup,
  PrincipalResolver,
} from '../modules/access';
import { accessScopeOf } from './access-scope';
import type { ApiKeyRouteAccess } from './api-key-gate';

/**
 * Access control in one place (DESIGN decision 6), deny by default. Every route is either
 * public (`config: { public: true }` or inside a public scope), inside the hotel scope
 * (plugins/hotel-scope.ts: authentication and the `hotel` header are hooks of the scope), or
 * lists a guard that authenticates; anything else fails app startup. Routes add guards as
 * onRequest hooks, so a caller without access gets 401/403 before any body is validated:
 *
 *   onRequest: [app.authenticate]                          // any signed-in staff user
 *   onRequest: [app.authenticate, app.requireSuperAdmin]   // admin area
 *   onRequest: [app.requireGuest]                          // the guest app (one hotel, one guest)
 *   inside the hotel scope:
 *   onRequest: [app.requirePermission('manageHotel')]
 *   onRequest: [app.requireOwner]                          // employees, user groups
 *
 * API keys reach only routes of the `apiKeys: true` hotel scope that declare
 * `config: { apiKey: <key permission> | 'any' }` (plugins/api-key-gate.ts); for a key that passed
 * that gate the staff `requirePermission` guards let it through.
 *
 * After them, handlers read `request.principal`, and for staff `request.user`; in the hotel
 * scope `request.hotelId`, `request.membership` and `request.permissions`. Repositories must
 * still filter by `request.hotelId`.
 */
type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff only (account, admin and hotel-list routes); refuses guest tokens and API keys. */
    authenticate: Guard;
    /** Staff or an API key: the hotel scope's authentication for data routes. */
    authenticateHotelCaller: Guard;
    /** Resolves the hotel: the `hotel` header for staff, the key's own hotel for an API key. */
    hotelScope: Guard;
    /** A guest token whose hotel is the one the request names (header or `hotelId` param). */
    requireGuest: Guard;
    /** Any one of the permissions lets the caller through (e.g. reading what a booking is). */
    requirePermission: (...permissions: [Permission, ...Permission[]]) => Guard;
    requireOwner: Guard;
    requireSuperAdmin: Guard;
    hotelAccess: HotelAccessService;
    /** Every registered route and how it is protected (what the startup check decided). */
    routeAccess: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    /** Set by every authenticating guard. */
    principal: Principal;
    /** Set by app.authenticate and, for staff, by app.authenticateHotelCaller. */
    user: AuthUser;
    /** Set by app.hotelScope (and app.requireGuest). */
    hotelId: string;
    /** Set by app.hotelScope; null for a super admin who is not a member, and for API keys. */
    membership: HotelMembership | null;
    /** Set by app.hotelScope: the effective permissions in that hotel. */
    permissions: Permission[];
    /**
     * Internal to this plugin: the membership of the named hotel, read by the authenticating
     * guard with the user, so app.hotelScope needs no query of its own.
     */
    membershipLookup: MembershipLookup | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function namedHotel(request: FastifyRequest): string | undefined {
  const header = request.headers[HOTEL_HEADER];
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** `hotel`: authenticated and scoped to the `hotel` header's hotel (or the key's). */
  access: 'public' | 'hotel' | 'authenticated';
  /** Which API keys may call it (`config.apiKey`): the v1 subset; undefined for the rest. */
  apiKey?: ApiKeyRouteAccess;
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'errors.unauthorized');
const wrongKind = () => new AppError('FORBIDDEN', 'errors.principalNotAllowed');
const notMember = () => new AppError('NOT_MEMBER', 'errors.notMember');

export const accessPlugin = fp<{
  hotelAccess: HotelAccessService;
  resolvePrincipal: PrincipalResolver;
}>(
  async (app, { hotelAccess, resolvePrincipal }) => {
    app.decorate('hotelAccess', hotelAccess);
    app.decorateRequest('principal', null as never);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('hotelId', '');
    app.decorateRequest('membership', null);
    app.decorateRequest('permissions', null as unknown as Permission[]);
    app.decorateRequest('membershipLookup', null);

    async function authenticateAs(request: FastifyRequest, kinds: Principal['kind'][]) {
      const token = bearerToken(request);
      const resolved = token ? await resolvePrincipal(token, namedHotel(request)) : null;
      if (!resolved) throw unauthorized();
      if (!kinds.includes(resolved.principal.kind)) {
        // A guest token is no credential anywhere but the guest app (issue 14): 401, as for no
        // token at all. An API key is a credential of its hotel, refused for this route: 403.
        throw resolved.principal.kind === 'guest' ? unauthorized() : wrongKind();
      }
      request.principal = resolved.principal;
      if (resolved.user) request.user = resolved.user;
      if ('membershipLookup' in resolved && resolved.membershipLookup) {
        request.membershipLookup = resolved.membershipLookup;
      }
      return resolved.principal;
    }

    const authenticate: Guard = async (request) => {
      await authenticateAs(request, ['staff']);
    };
    const authenticateHotelCaller: Guard = async (request) => {
      await authenticateAs(request, ['staff', 'api_key']);
    };
    const requireGuest: Guard = async (request) => {
      const principal = await authenticateAs(request, ['guest']);
      if (principal.kind !== 'guest') throw wrongKind();
      const params = request.params as { hotelId?: unknown } | undefined;
      const named = namedHotel(request) ?? params?.hotelId;
      if (named !== undefined && named !== principal.hotelId) throw notMember();
      request.hotelId = principal.hotelId;
    };
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateHotelCaller', authenticateHotelCaller);
    app.decorate('requireGuest', requireGuest);

    app.decorate('hotelScope', async (request: FastifyRequest) => {
      const hotelId = namedHotel(request);
      const principal = request.principal;
      if (principal?.kind === 'api_key') {
        // A key belongs to one hotel; naming another is refused like a foreign membership.
        if (hotelId !== undefined && hotelId !== principal.hotelId) throw notMember();
        request.hotelId = principal.hotelId;
        request.membership = null;
        // Keys hold the API plugin's permissions; the key gate checks them per route.
        request.permissions = [];
        return;
      }
      if (principal?.kind !== 'staff') throw unauthorized();
      if (!hotelId) throw new AppError('BAD_REQUEST', 'errors.hotelHeaderRequired');
      const lookup = request.membershipLookup;
      const known = lookup?.hotelId === hotelId ? lookup.membership : undefined;
      const access = await hotelAccess.resolve(request.user, hotelId, known);
      request.hotelId = access.hotelId;
      request.membership = access.membership;
      request.permissions = access.permissions;
    });

    app.decorate('requirePermission', (...permissions: [Permission, ...Permission[]]): Guard => {
      return async (request) => {
        // A key holds the API plugin's permissions, not staff ones: the key gate of the hotel
        // scope (plugins/api-key-gate.ts) already checked the route's own key permission.
        if (request.principal?.kind === 'api_key') return;
        hotelAccess.assertPermission(
          {
            hotelId: request.hotelId,
            membership: request.membership,
            permissions: request.permissions,
          },
          ...permissions,
        );
      };
    });

    app.decorate('requireOwner', async (request: FastifyRequest) => {
      // Employees and user groups are people's business: an API key never manages them.
      if (request.principal?.kind !== 'staff') throw new AppError('FORBIDDEN', 'errors.ownerOnly');
      hotelAccess.assertOwner(request.user, {
        hotelId: request.hotelId,
        membership: request.membership,
        permissions: request.permissions,
      });
    });

    app.decorate('requireSuperAdmin', async (request: FastifyRequest) => {
      if (request.principal?.kind !== 'staff' || !request.user.superAdmin) {
        throw new AppError('FORBIDDEN', 'errors.superAdminOnly');
      }
    });

    const authenticatingGuards = new Set<unknown>([
      authenticate,
      authenticateHotelCaller,
      requireGuest,
    ]);
    const routeAccess: RegisteredRoute[] = [];
    app.decorate('routeAccess', routeAccess);
    app.addHook('onRoute', function assertRouteIsGuarded(this: FastifyInstance, route) {
      const access = accessOf(route, accessScopeOf(this), authenticatingGuards, app.hotelScope);
      if (!access) {
        throw new Error(
          `${String(route.method)} ${route.url} is neither public nor guarded: register it in ` +
            `the hotel scope, add config: { public: true }, or list app.authenticate in onRequest`,
        );
      }
      for (const method of [route.method].flat()) {
        routeAccess.push({ method, url: route.url, access, apiKey: route.config?.apiKey });
      }
    });
  },
  { name: 'access', dependencies: ['error-handler'] },
);

function accessOf(
  route: RouteOptions,
  scope: ReturnType<typeof accessScopeOf>,
  authenticatingGuards: Set<unknown>,
  hotelScope: Guard,
): RegisteredRoute['access'] | null {
  if (scope === 'hotel') return 'hotel';
  if (scope === 'public' || route.config?.public === true) return 'public';
  const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
  if (!hooks.some((hook) => authenticatingGuards.has(hook))) return null;
  return hooks.includes(hotelScope) ? 'hotel' : 'authenticated';
}
