import { createHash } from 'node:crypto';
import fastifyApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { apiV1Document, type OpenApiDocument } from './api-v1-document';

/** The Scalar page's own inline start script, allowed by its hash and nothing else inline. */
const INLINE_SCRIPT = /<script type="text\/javascript">([\s\S]*?)<\/script>/;

/**
 * The Content-Security-Policy of the docs page: the app's own (plugins/security.ts) plus the
 * one inline script that starts Scalar. Everything else (its bundle, the document, "try it"
 * calls) is same-origin; fonts and telemetry are off, so no outside address is ever loaded.
 * `frame-ancestors 'self'`: the staff page /plugins/api/docs embeds it.
 */
function docsCsp(inlineScript: string | undefined) {
  const hash = inlineScript
    ? ` 'sha256-${createHash('sha256').update(inlineScript).digest('base64')}'`
    : '';
  return [
    "default-src 'self'",
    `script-src 'self'${hash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The v1 subset's documentation, public (it describes calls, holds no data):
 *   GET /api/v1/openapi.json   the OpenAPI 3.1 document, to download or generate clients
 *   GET /api/v1/docs/          Scalar: code examples and "try it" with a key the owner pastes
 * Register inside a public scope under the `/api` prefix.
 */
export const apiV1DocsRoutes: FastifyPluginAsync<{
  appUrl: string;
  apiKeyPerMinute: number;
}> = async (app, { appUrl, apiKeyPerMinute }) => {
  // Built on first use: every route is registered by then, and the document never changes.
  let document: OpenApiDocument | undefined;
  const v1Document = (root: FastifyInstance) => {
    document ??= apiV1Document(root.swagger() as unknown as OpenApiDocument, root.routeAccess, {
      origin: appUrl.replace(/\/$/, ''),
      apiKeyPerMinute,
    });
    return document;
  };

  app.get(
    '/v1/openapi.json',
    {
      schema: { hide: true },
      config: { public: true },
    },
    async (_request, reply) =>
      reply
        .header('content-disposition', 'inline; filename="hotel-pms-api-v1.json"')
        .send(v1Document(app)),
  );

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload === 'string' && payload.startsWith('<!doctype html>')) {
        void reply.header('content-security-policy', docsCsp(payload.match(INLINE_SCRIPT)?.[1]));
      }
      return payload;
    });
    await docs.register(fastifyApiReference, {
      routePrefix: '/v1/docs',
      logLevel: 'warn',
      configuration: {
        content: () => v1Document(app),
        pageTitle: 'Hotel PMS API v1',
        // Fonts from fonts.scalar.com and telemetry would call outside: both off.
        withDefaultFonts: false,
        telemetry: false,
        // The pasted key lives only in the open page, never in the browser's storage.
        persistAuth: false,
        showDeveloperTools: 'never',
        // "Ask AI" sends the document to Scalar's cloud: off, like everything outside.
        agent: { disabled: true },
        authentication: { preferredSecurityScheme: 'apiKey' },
        defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
        documentDownloadType: 'json',
      },
    });
  });
};
