import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKeyPermission } from '@hotel/shared/contracts/api-keys';
import { AppError } from '../lib/app-error';
import { isApiV1Request } from './api-v1';

/**
 * Which API keys a route accepts: those holding the permission, or `any` key (room types and
 * rooms, which every booking needs). A route without it refuses every key. The routes that
 * have it are exactly the documented v1 subset (`/api/v1/…`, its OpenAPI and docs).
 */
export type ApiKeyRouteAccess = ApiKeyPermission | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes API keys may call (the v1 subset); unset refuses every key. */
    apiKey?: ApiKeyRouteAccess;
  }
  interface FastifyInstance {
    /**
     * The hotel scope's check of an API key (plugins/hotel-scope.ts with `apiKeys: true`): the
     * route must be in the subset, the key must hold its permission and be within its rate
     * limit. Staff pass untouched; for a key the staff permission guards then pass.
     */
    apiKeyGate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const apiKeyGatePlugin = fp<{
  /** Counts one call of the key; throws a 429 (errors.apiKeyRateLimited) over its limit. */
  countApiKeyCall: (apiKeyId: string) => Promise<void>;
}>(
  async (app, { countApiKeyCall }) => {
    app.decorate('apiKeyGate', async (request: FastifyRequest) => {
      const principal = request.principal;
      if (principal?.kind !== 'api_key') return;
      const needed = request.routeOptions.config.apiKey;
      if (needed === undefined) throw new AppError('FORBIDDEN', 'errors.apiKeyRouteNotAllowed');
      // Only the versioned path is a promise: the same route under `/api/…` may change for staff.
      if (!isApiV1Request(request)) throw new AppError('FORBIDDEN', 'errors.apiKeyUseV1');
      if (needed !== 'any' && !principal.permissions.includes(needed)) {
        throw new AppError('FORBIDDEN', 'errors.apiKeyPermissionMissing', {
          params: { permission: needed },
        });
      }
      // Counted in the database, so the limit holds however many processes serve the API.
      await countApiKeyCall(principal.apiKeyId);
    });
  },
  { name: 'api-key-gate', dependencies: ['access'] },
);
