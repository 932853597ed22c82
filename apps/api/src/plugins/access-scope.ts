import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Marks an encapsulated plugin instance, and so every route registered in it or its children,
 * as public or hotel-scoped; the access plugin's startup check reads the mark. Child instances
 * inherit their parent's properties through the prototype chain, a parent never sees a
 * child's.
 */
export type AccessScope = 'public' | 'hotel';

const ACCESS_SCOPE = Symbol('accessScope');

type Marked = FastifyInstance & { [ACCESS_SCOPE]?: AccessScope };

export function markAccessScope(instance: FastifyInstance, scope: AccessScope): void {
  (instance as Marked)[ACCESS_SCOPE] = scope;
}

export function accessScopeOf(instance: FastifyInstance): AccessScope | undefined {
  return (instance as Marked)[ACCESS_SCOPE];
}

/**
 * Public routes registered as a group: third-party plugins (the docs UI, the SPA's files) and
 * public modules. Not wrapped in fastify-plugin, so the mark stays in this scope.
 */
export const publicScopePlugin: FastifyPluginAsync<{
  routes: (scope: FastifyInstance) => Promise<void>;
}> = async (scope, options) => {
  markAccessScope(scope, 'public');
  await options.routes(scope);
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is open to anyone; the access plugin's startup check accepts it unguarded. */
    public?: boolean;
  }
}
