import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and the UI library set inline style attributes (positions, colours).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Plain http on localhost must keep working.
      upgradeInsecureRequests: null,
    },
  },
};

/** Answers of a probe app without helmet: only headers helmet adds or changes are kept. */
async function probeHeaders(withHelmet: boolean) {
  const probe = Fastify();
  if (withHelmet) await probe.register(fastifyHelmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const { headers } = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return headers;
}

let helmetHeaders: Promise<Record<string, string>> | undefined;

/**
 * The headers @fastify/helmet sets with our options, worked out once per process. The plugin
 * itself builds helmet's middleware anew on every request (parsing the CSP directives each
 * time); our headers never depend on the request, so each answer just gets this fixed set.
 */
function staticHelmetHeaders(): Promise<Record<string, string>> {
  helmetHeaders ??= Promise.all([probeHeaders(true), probeHeaders(false)]).then(
    ([secured, plain]) => {
      const added: Record<string, string> = {};
      for (const [name, value] of Object.entries(secured)) {
        if (typeof value === 'string' && plain[name] !== value) added[name] = value;
      }
      return added;
    },
  );
  return helmetHeaders;
}

/**
 * Security headers, CORS, cookies and the rate limiter. CORS is off unless CORS_ORIGIN lists
 * origins: the SPA is served by this process, so its calls are same-origin and need no CORS.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, options) => {
    await app.register(fastifyCookie);
    const securityHeaders = await staticHelmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(securityHeaders);
      done();
    });
    await app.register(fastifyCors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      credentials: true,
    });
    // Only routes that opt in (config.rateLimit) are limited; the 429 body is a translated AppError.
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', 'errors.rateLimited'),
    });
  },
  { name: 'security' },
);
