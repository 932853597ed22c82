import fastifyCookie from '@fastify/cookie';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOwnedHotel } from '../test/factories';
import { createRoomType, createRooms } from '../test/reservation-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { admissionLimitPlugin } from './admission-limit';
import { errorHandlerPlugin } from './error-handler';
import { requestLanguagePlugin } from './request-language';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The plugin alone in front of a route that answers only when the test lets it. */
async function appWithSlowRoute(limits: {
  maxActive: number;
  maxQueued: number;
  maxWaitMs: number;
}) {
  const gate = deferred();
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(admissionLimitPlugin, limits);
  app.get('/api/test/slow', async () => {
    await gate.promise;
    return { ok: true };
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/assets/app.js', async () => 'console.log(1)');
  await app.ready();
  return { app, open: gate.resolve };
}

function expectBusy(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(response.json()).toEqual({ statusCode: 503, code: 'SERVER_BUSY', message });
}

describe('PGlite admission limit', () => {
  it('answers 503 with Retry-After at once when the line is full, and later for a request that waited too long', async () => {
    const { app, open } = await appWithSlowRoute({ maxActive: 1, maxQueued: 1, maxWaitMs: 300 });
    const working = app.inject({ method: 'GET', url: '/api/test/slow' });
    const waiting = app.inject({ method: 'GET', url: '/api/test/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const started = Date.now();
    const refusedEn = await app.inject({
      method: 'GET',
      url: '/api/test/slow',
      headers: { 'accept-language': 'en' },
    });
    const refusedDe = await app.inject({
      method: 'GET',
      url: '/api/test/slow',
      headers: { 'accept-language': 'de' },
    });
    expect(Date.now() - started).toBeLessThan(250);
    expectBusy(refusedEn, 'The server is busy right now. Please try again in a moment.');
    expectBusy(
      refusedDe,
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    );
    // Probes and the web app's files never wait behind the API.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);

    // The one in line gives up after maxWaitMs, while the first is still being worked on.
    expectBusy(
      await waiting,
      'Der Server ist gerade ausgelastet. Bitte versuchen Sie es gleich noch einmal.',
    );
    open();
    expect((await working).statusCode).toBe(200);
    // Every slot was given back: the next request goes straight through.
    expect((await app.inject({ method: 'GET', url: '/api/test/slow' })).statusCode).toBe(200);
    await app.close();
  });

  it('works the line off in order when it is not full', async () => {
    const { app, open } = await appWithSlowRoute({ maxActive: 2, maxQueued: 10, maxWaitMs: 5000 });
    const responses = Array.from({ length: 12 }, () =>
      app.inject({ method: 'GET', url: '/api/test/slow' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const statuses = (await Promise.all(responses)).map((response) => response.statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
    await app.close();
  });
});

describe('a flood of staff requests on the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ pgliteAdmission: { maxActive: 2, maxQueued: 8, maxWaitMs: 3000 } });
  });
  afterAll(() => t.close());

  it('gets 200 or a bounded 503 with Retry-After on PGlite, and never a 503 on PostgreSQL', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
    await createRooms(t.db, hotel.id, roomType.id, 3);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({
          method: 'GET',
          url: '/api/booking/availability?arrival=2031-05-02&departure=2031-05-05',
          headers: bearer(token, hotel.id),
        }),
      ),
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    const ok = responses.filter((response) => response.statusCode === 200);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(ok.length + busy.length).toBe(60);
    for (const response of busy) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(response.json().code).toBe('SERVER_BUSY');
    }
    if (t.database.kind === 'pglite') {
      // Two at work and eight in line: at least those ten are answered, the rest refused.
      expect(ok.length).toBeGreaterThanOrEqual(10);
      expect(busy.length).toBeGreaterThan(0);
    } else {
      expect(busy).toHaveLength(0);
    }
    // Nothing stays taken: a single request afterwards is served.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/booking/availability?arrival=2031-05-02&departure=2031-05-05',
      headers: bearer(token, hotel.id),
    });
    expect(after.statusCode).toBe(200);
  });
});
