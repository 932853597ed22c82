import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION } from '@hotel/shared/contracts/api-keys';
import { AppError } from '../lib/app-error';

/** Where the versioned subset lives: `/api/v1/booking` is `/api/booking` for the subset. */
export const API_V1_PREFIX = `/api/${API_VERSION}`;
/** The subset's own documentation, served under the prefix and never rewritten. */
export const API_V1_OPENAPI_PATH = `${API_V1_PREFIX}/openapi.json`;
export const API_V1_DOCS_PATH = `${API_V1_PREFIX}/docs`;

const V1_REQUEST = Symbol('apiV1Request');
type MarkedRequest = IncomingMessage & { [V1_REQUEST]?: true };

const isV1Documentation = (path: string) =>
  path === API_V1_OPENAPI_PATH ||
  path === API_V1_DOCS_PATH ||
  path.startsWith(`${API_V1_DOCS_PATH}/`);

/**
 * Fastify's `rewriteUrl`: `/api/v1/<path>` is answered by the route of `/api/<path>` (the same
 * handler, schemas and guards), and the request is marked so apiV1Plugin can refuse what is
 * not in the subset. v1 is stable: a breaking change of a subset call would be `/api/v2`.
 */
export function rewriteApiV1Url(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const path = url.split('?', 1)[0]!;
  if (!path.startsWith(`${API_V1_PREFIX}/`) || isV1Documentation(path)) return url;
  (request as MarkedRequest)[V1_REQUEST] = true;
  return `/api${url.slice(API_V1_PREFIX.length)}`;
}

/** Whether the request came in under `/api/v1/…` (marked by rewriteApiV1Url before routing). */
export const isApiV1Request = (request: FastifyRequest): boolean =>
  (request.raw as MarkedRequest)[V1_REQUEST] === true;

/**
 * Under `/api/v1/` only the subset exists (the routes with `config.apiKey`): anything else is
 * 404 before authentication, for every caller, as if the route were not there.
 */
export const apiV1Plugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isApiV1Request(request)) return;
      if (request.routeOptions.config.apiKey === undefined) {
        throw new AppError('NOT_FOUND', 'errors.notFound');
      }
    });
  },
  { name: 'api-v1' },
);
