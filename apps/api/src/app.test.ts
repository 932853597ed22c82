import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** Test-only routes that fail on the server side. */
function registerFailingRoutes(app: FastifyInstance) {
  app.get('/api/test/crash', { config: { public: true } }, async () => {
    throw new Error('connection to db-password@10.0.0.5 failed');
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/test/bad-response',
    { config: { public: true }, schema: { response: { 200: z.object({ id: z.string() }) } } },
    // Deliberately not matching the schema: the serializer must refuse it.
    async () => ({ id: 42 }) as unknown as { id: string },
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { extend: registerFailingRoutes });
});
afterAll(() => t.close());

describe('requests a client can get wrong', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers an unsupported content type with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please send the request body as JSON');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Die Anfrage ist zu groß',
    });
  });

  it('answers wrong JSON types with field issues', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers unknown API routes with a JSON 404, also for HTML clients', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/does-not-exist',
        headers: { accept, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('sets security headers and no CORS for other origins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/guest_app/x',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('server errors', () => {
  it('answers 500 without internals, in the request language', async () => {
    for (const url of ['/api/test/crash', '/api/test/bad-response']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: 'INTERNAL',
        message: 'Interner Serverfehler',
      });
    }
  });
});

describe('OpenAPI', () => {
  it('documents every route with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(
      document.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/auth/user',
        'PUT /api/auth/user',
        'POST /api/user',
        'POST /api/auth/confirmation',
        'PUT /api/auth/confirmation/update',
        'PUT /api/auth/password/change',
        'POST /api/auth/password/reset',
        'PUT /api/auth/password',
        'GET /api/hotel',
        'GET /api/hotel/{id}',
        'POST /api/hotel',
        'PUT /api/hotel',
        'GET /api/admin/stats',
        'GET /api/guest_app/{hotel}',
        'GET /api/public/hotel/{id}',
      ]),
    );
    expect(operations.some((operation) => operation.includes('/api/docs'))).toBe(false);
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('serving the built web app', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'public.html'), '<!doctype html><p>public entry</p>');
    await writeFile(path.join(dist, 'guest-app.html'), '<!doctype html><p>guest entry</p>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await mkdir(path.join(dist, 'guest_app'));
    await writeFile(
      path.join(dist, 'guest_app', 'sw.js'),
      'self.addEventListener("fetch", () => {})',
    );
    await writeFile(path.join(dist, 'guest_app', 'manifest.webmanifest'), '{"name":"Gäste-App"}');
    web = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves hashed assets for a year and index.html without caching', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await web.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with index.html and keeps /api 404s as JSON', async () => {
    const page = await web.app.inject({
      method: 'GET',
      url: '/booking/create?x=1',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const api = await web.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');

    const staffLookalike = await web.app.inject({
      method: 'GET',
      url: '/publications',
      headers: { accept: 'text/html' },
    });
    expect(staffLookalike.body).toContain('<div id="root">');

    const missingAsset = await web.app.inject({
      method: 'GET',
      url: '/assets/gone.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('answers the public page and the guest app with their own entries, uncached', async () => {
    const navigate = (url: string) =>
      web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/public/alpenblick', '/public/alpenblick/?lang=en']) {
      const page = await navigate(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('public entry');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/guest_app/alpenblick', '/guest_app/alpenblick/login']) {
      const page = await navigate(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('guest entry');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the guest app's service worker and manifest from its scope, uncached", async () => {
    const worker = await web.app.inject({ method: 'GET', url: '/guest_app/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    // A worker must be checked for updates on every visit, or a new build never reaches guests.
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await web.app.inject({
      method: 'GET',
      url: '/guest_app/manifest.webmanifest',
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('manifest+json');
    const page = await web.app.inject({
      method: 'GET',
      url: '/guest_app/alpenblick',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('guest entry');
  });
});
