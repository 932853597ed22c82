import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Security headers, CORS, cookies and the rate limiter. CORS is off unless CORS_ORIGIN lists
 * origins: the SPA is served by this process, so its calls are same-origin and need no CORS.
 */
export const securityPlugin = fp<{ corsOrigins: string[] }>(
  async (app, options) => {
    await app.register(fastifyCookie);
    await app.register(fastifyHelmet, {
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
