import { API_KEY_PERMISSIONS } from '@hotel/shared/contracts/api-keys';
import type { ApiKeyRouteAccess } from '../../plugins/api-key-gate';
import type { RegisteredRoute } from '../../plugins/access';

/** The parts of an OpenAPI 3.1 document this module reads and writes. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  security?: Record<string, string[]>[];
}

type Operation = Record<string, unknown> & { tags?: string[]; description?: string };

const SECURITY_SCHEME = 'apiKey';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);

const TAGS: Record<string, string> = {
  booking: 'Bookings: free rooms, list, read, create, change and cancel.',
  guest: 'Guests: list, read, create and change.',
  room_type: 'Room types with prices and occupancy (any key).',
  room: 'Rooms with their room type (any key).',
};

const PERMISSION_TEXT: Record<ApiKeyRouteAccess, string> = {
  'bookings.read': 'bookings.read',
  'bookings.write': 'bookings.write',
  guests: 'guests',
  availability: 'availability',
  any: 'any key',
};

/** What each error status means for a key; every body is the ErrorBody schema. */
const ERROR_MEANINGS: Record<string, string> = {
  '400': 'Invalid input: `issues` lists each field with its message. Nothing was changed.',
  '401': 'No key, or an unknown or revoked key.',
  '403': "The key lacks this call's permission, or the `hotel` header names another hotel.",
  '404': "Not found (also another hotel's id).",
  '409':
    'A conflict: the room is taken, the booking changed since `version`, or a reference or Idempotency-Key is already used.',
};

const RATE_LIMITED = {
  description: "Over the key's rate limit: wait the seconds of `Retry-After`.",
  headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait' } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
};

/** The operation's responses with the key's meanings of its errors, and the rate limit's 429. */
function keyResponses(responses: unknown): Record<string, unknown> {
  const given = (responses ?? {}) as Record<string, Record<string, unknown>>;
  const explained = Object.entries(given).map(([status, response]) => [
    status,
    ERROR_MEANINGS[status] ? { ...response, description: ERROR_MEANINGS[status] } : response,
  ]);
  return { ...Object.fromEntries(explained), '429': RATE_LIMITED };
}

/** `/api/booking/:id` → `/booking/{id}`: the v1 server already ends in `/api/v1`. */
const v1PathOf = (url: string) => url.replace(/^\/api/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function description(perMinute: number) {
  return [
    "The calls the hotel's own systems (a website, a booking engine, a back office) make with an",
    'API key, always under `/api/v1/…` (a key calling `/api/…` gets 403). v1 only grows (new',
    'optional fields, new calls); a change that would break a client becomes `/api/v2`.',
    '',
    '## Authentication',
    'The hotel owner creates a key under **Plugins → API** and sees it once. Send it as',
    '`Authorization: Bearer hpms_…`. A key acts only in its own hotel: the `hotel` header that',
    "staff calls need may be left out (when sent, it must be the key's hotel, otherwise 403).",
    `A key holds permissions (${API_KEY_PERMISSIONS.map((p) => `\`${p}\``).join(', ')}); room`,
    'types and rooms can be read with any key. Each call below names the permission it needs;',
    'a key without it gets 403. A revoked key gets 401 at once.',
    '',
    '## Errors',
    'Every error body is `{ statusCode, code, message, issues? }`. `message` is in the language',
    'of `Accept-Language` (`de` or `en`); a 400 lists the fields in `issues` (`path`, `message`).',
    "A booking's id of another hotel answers 404.",
    '',
    '## What a key never sees',
    "A key never sees a guest's door code: booking answers carry no `accessCode` (it is left",
    'out, for every permission). Nor do they carry the `history`, which names staff members.',
    '',
    '## Rate limit',
    `At most ${perMinute} calls per key and minute, counted across all servers. Over it the`,
    'answer is 429 with `Retry-After` (seconds) and code `RATE_LIMITED`.',
    '',
    '## Idempotency',
    'Send `Idempotency-Key: <8–100 of A–Z a–z 0–9 - _>` with `POST /booking`. A retry with the',
    'same key answers the booking the first request made (200 instead of 201) and never makes',
    'a second one; a different request under the same key answers 409. Without `externalRef`',
    'the Idempotency-Key becomes the booking\'s `externalRef` (`{ "source": "api", "id": … }`).',
    '',
    '## Webhooks',
    'Booking events (created, changed, canceled, checked in, checked out, payment) can be sent',
    'to your URLs (**Plugins → API → Webhooks**). Each delivery is signed (HMAC-SHA256 with the',
    "endpoint's secret, headers `webhook-id`, `webhook-timestamp`, `webhook-signature`): verify",
    'it as the webhooks section of the API docs page explains before trusting the body.',
  ].join('\n');
}

/** Every `#/components/schemas/…` reachable from `roots`, so the document carries no others. */
function reachableSchemas(roots: unknown[], schemas: Record<string, unknown>) {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof inner === 'string'
            ? inner.match(/^#\/components\/schemas\/(.+)$/)?.[1]
            : undefined;
        if (name !== undefined && !found.has(name)) {
          found.add(name);
          pending.push(schemas[name]);
        } else pending.push(inner);
      }
    }
  }
  return Object.fromEntries([...found].sort().map((name) => [name, schemas[name]]));
}

/**
 * The v1 OpenAPI document: the app's own generated document (the same zod contracts as the
 * staff API, so it cannot drift) cut down to the routes that declare `config.apiKey`, with
 * paths relative to the v1 server and the key as its one security scheme.
 */
export function apiV1Document(
  full: OpenApiDocument,
  routes: readonly RegisteredRoute[],
  options: { origin: string; apiKeyPerMinute: number },
): OpenApiDocument {
  const subset = new Map<string, ApiKeyRouteAccess>();
  for (const route of routes) {
    if (route.apiKey === undefined || route.method === 'HEAD') continue;
    subset.set(`${route.method.toLowerCase()} ${v1PathOf(route.url)}`, route.apiKey);
  }

  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const [fullPath, item] of Object.entries(full.paths ?? {})) {
    if (!fullPath.startsWith('/api/')) continue;
    const path = fullPath.slice('/api'.length);
    for (const [method, value] of Object.entries(item)) {
      const permission = subset.get(`${method} ${path}`);
      if (!HTTP_METHODS.has(method) || permission === undefined) continue;
      const operation = value as Operation;
      operation.tags?.forEach((tag) => tags.add(tag));
      const needs = `**Key permission:** ${PERMISSION_TEXT[permission]}.`;
      paths[path] = {
        ...paths[path],
        [method]: {
          ...operation,
          description: operation.description ? `${needs}\n\n${operation.description}` : needs,
          responses: keyResponses(operation.responses),
          security: [{ [SECURITY_SCHEME]: [] }],
          'x-api-key-permission': permission,
        },
      };
    }
  }

  return {
    openapi: full.openapi,
    info: {
      title: 'Hotel PMS API v1',
      version: '1',
      description: description(options.apiKeyPerMinute),
    },
    servers: [{ url: `${options.origin}/api/v1`, description: 'This hotel PMS' }],
    tags: [...tags].sort().map((name) => ({ name, description: TAGS[name] })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: reachableSchemas(Object.values(paths), full.components?.schemas ?? {}),
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'hpms_…',
          description: 'An API key of the hotel (Plugins → API): `Authorization: Bearer hpms_…`.',
        },
      },
    },
    security: [{ [SECURITY_SCHEME]: [] }],
  };
}
