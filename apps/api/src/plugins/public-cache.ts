import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer is the same for everyone: shared caches may keep it this many
     * seconds, and a request naming its ETag in If-None-Match gets 304 without a body.
     */
    publicCacheSeconds?: number;
  }
}

/** If-None-Match lists tags (weak or strong) or `*`; a GET compares them weakly. */
function isCachedCopyCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Caching of anonymous public answers, opted into per route with `config.publicCacheSeconds`:
 * a 200 gets `Cache-Control: public, max-age=N` and an ETag that is a hash of its JSON body, so
 * a revalidation costs the query but not the transfer. Errors are never cached (`no-store`):
 * a 404 of a page being switched on, or a 400 in one visitor's language, must not stick.
 */
export const publicCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const maxAge = request.routeOptions.config.publicCacheSeconds;
      if (maxAge === undefined) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        void reply.header('cache-control', 'no-store');
        return payload;
      }
      const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
      void reply.header('cache-control', `public, max-age=${maxAge}`).header('etag', etag);
      if (!isCachedCopyCurrent(request.headers['if-none-match'], etag)) return payload;
      void reply.code(304).removeHeader('content-type');
      return null;
    });
  },
  { name: 'public-cache' },
);
