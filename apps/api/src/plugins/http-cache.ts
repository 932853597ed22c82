import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { compressionFor, markNegotiated } from './compression';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answer is the same for everyone: shared caches may keep it this many
     * seconds, and a request naming its ETag in If-None-Match gets 304 without a body.
     */
    publicCacheSeconds?: number;
    /**
     * The route's 200 answer belongs to the caller (a hotel's settings, its room types): only the
     * browser may keep it, and must ask each time (`private, no-cache`), so a change shows at
     * once; the ETag makes the asking cheap (304 without a body when nothing changed).
     */
    privateRevalidation?: boolean;
  }
}

/** A strong validator of a body: a hash of its bytes (the same body, the same tag). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
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
 * Gives a 200 body its ETag and the Cache-Control, and answers 304 without the body when the
 * caller's copy is current. The tag is of the uncompressed body (compression runs after this,
 * and makes it weak when it compresses).
 */
export function revalidate(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  cacheControl: string,
): string | Buffer | null {
  const etag = etagOf(body);
  void reply.header('cache-control', cacheControl).header('etag', etag);
  if (!isCachedCopyCurrent(request.headers['if-none-match'], etag)) return body;
  // The 304 names the Vary and ETag the 200 would have had (compressed or not).
  const { varies, coding } = compressionFor(request, reply, Buffer.byteLength(body));
  if (varies) markNegotiated(reply, coding);
  void reply.code(304).removeHeader('content-type');
  return null;
}

function cacheControlOf(request: FastifyRequest): string | undefined {
  const { publicCacheSeconds, privateRevalidation } = request.routeOptions.config;
  if (publicCacheSeconds !== undefined) return `public, max-age=${publicCacheSeconds}`;
  return privateRevalidation ? 'private, no-cache' : undefined;
}

/**
 * Revalidation of GET answers, opted into per route with `config.publicCacheSeconds` (anonymous
 * answers, the same for everyone) or `config.privateRevalidation` (a caller's own data). Errors
 * are never cached (`no-store`): a 404 of a page being switched on, or a 400 in one visitor's
 * language, must not stick.
 */
export const httpCachePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const cacheControl = cacheControlOf(request);
      if (cacheControl === undefined) return payload;
      if (reply.statusCode !== 200 || typeof payload !== 'string') {
        void reply.header('cache-control', 'no-store');
        return payload;
      }
      return revalidate(request, reply, payload, cacheControl);
    });
  },
  { name: 'http-cache' },
);
