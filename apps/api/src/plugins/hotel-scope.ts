import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { markAccessScope } from './access-scope';

export interface HotelScopeOptions {
  /**
   * Whether API keys may call the routes of this scope: only routes that declare
   * `config: { apiKey }`, with the key's own permissions (plugins/api-key-gate.ts).
   * Staff-only scopes are for routes that manage people or still record the staff user.
   */
  apiKeys: boolean;
  /** Registers the modules of the scope on the scoped instance. */
  routes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * The hotel scope (DESIGN decision 6): every route registered inside it authenticates and
 * resolves the `hotel` header through the scope's own hooks, so a new route cannot forget them;
 * routes only add permission guards. Deliberately not wrapped in fastify-plugin: the hooks must
 * stay encapsulated in this scope.
 */
export const hotelScopePlugin: FastifyPluginAsync<HotelScopeOptions> = async (scope, options) => {
  markAccessScope(scope, 'hotel');
  scope.addHook('onRequest', options.apiKeys ? scope.authenticateHotelCaller : scope.authenticate);
  scope.addHook('onRequest', scope.hotelScope);
  // After the hotel is resolved (a key naming another hotel is refused as a foreign member).
  if (options.apiKeys) scope.addHook('onRequest', scope.apiKeyGate);
  await options.routes(scope);
};
