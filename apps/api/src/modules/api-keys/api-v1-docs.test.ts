import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { bearer, createOwnedHotel } from '../../test/factories';
import { createApiKeysService } from './api-keys.service';

/**
 * The v1 subset's documentation (issue 17): the OpenAPI document, derived from the same route
 * schemas, and the Scalar page the staff page /plugins/api/docs embeds.
 */
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  const { hotel, owner } = await createOwnedHotel(t.app, t.db);
  key = (
    await createApiKeysService({ db: t.db }).create(
      hotel.id,
      { name: 'Docs', permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'] },
      owner.id,
    )
  ).key;
});
afterAll(() => t.close());

interface Document {
  openapi: string;
  info: { version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        security: unknown;
        'x-api-key-permission': string;
        responses: Record<string, { description: string; headers?: object }>;
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const fetchDocument = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
};

describe('GET /api/v1/openapi.json', () => {
  it('is public and describes exactly the routes keys may call, relative to the v1 server', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1');
    expect(document.servers).toEqual([
      { url: `${TEST_APP_URL}/api/v1`, description: expect.any(String) },
    ]);
    expect(document.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const topic of [
      'Authorization: Bearer hpms_',
      'Retry-After',
      'Idempotency-Key',
      'statusCode',
      'webhook-signature',
    ]) {
      expect(document.info.description).toContain(topic);
    }

    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const callable = t.app.routeAccess
      .filter((route) => route.apiKey !== undefined && route.method !== 'HEAD')
      .map(
        (route) => `${route.method} ${route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}')}`,
      );
    expect(documented.sort()).toEqual(callable.sort());
    expect(documented).toContain('GET /booking');
    expect(documented).not.toContain('GET /booking/calendar');
    expect(document.tags.map((tag) => tag.name)).toEqual(['booking', 'guest', 'room', 'room_type']);

    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.security).toEqual([{ apiKey: [] }]);
        expect(operation['x-api-key-permission']).toBeTruthy();
        expect(operation.responses['429']?.headers).toHaveProperty('Retry-After');
        expect(operation.responses['401']?.description).toBe(
          'No key, or an unknown or revoked key.',
        );
      }
    }
    // It promises that keys never see door codes, and the Booking schema agrees.
    expect(document.info.description).toContain("never sees a guest's door code");
    const booking = document.components.schemas.Booking as {
      required: string[];
      properties: Record<string, { description?: string }>;
    };
    expect(booking.required).not.toContain('accessCode');
    expect(booking.required).not.toContain('history');
    expect(booking.properties.accessCode?.description).toContain('never sent to API keys');

    // Every schema it refers to is in it.
    const refs = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)];
    for (const [, name] of refs) expect(document.components.schemas, name).toHaveProperty(name!);
  });

  it('names paths each of which answers a key under /api/v1', async () => {
    const document = await fetchDocument();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const url = `/api/v1${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: bearer(key),
        });
        // Refused input or an unknown id, never an unknown route or a refused key.
        expect([200, 201, 400, 404], `${method} ${path}`).toContain(response.statusCode);
        if (response.statusCode === 404) expect(response.json().code).toBe('NOT_FOUND');
        expect(response.json().message ?? '', `${method} ${path}`).not.toBe('Not found');
      }
    }
  });
});

describe('GET /api/v1/docs', () => {
  it('serves Scalar from this server only, framable by our own pages', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/v1/docs/');

    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['js/scalar.js']);
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toContain('"withDefaultFonts": false');
    expect(page.body).toContain('"telemetry": false');
    expect(page.body).toContain('"persistAuth": false');

    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-eval');

    const bundle = await t.app.inject({ method: 'GET', url: '/api/v1/docs/js/scalar.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    // The document Scalar loads (./openapi.json next to the page) is the v1 document.
    const scalarDocument = await t.app.inject({ method: 'GET', url: '/api/v1/docs/openapi.json' });
    expect(Object.keys(scalarDocument.json().paths).sort()).toEqual(
      Object.keys((await fetchDocument()).paths).sort(),
    );
  });

  it('leaves the rest of the app under its strict policy', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(health.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
