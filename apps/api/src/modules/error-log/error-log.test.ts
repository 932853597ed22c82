import { eq, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { errorGroups, errorOccurrences } from '../../db/schema-admin';
import { failedJobs, rateLimitCounters } from '../../db/schema-platform';
import { createJobRuntime } from '../../jobs/job-runtime';
import { defineQueue } from '../../jobs/registry';
import { bearer, createHotel, createUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ERROR_LOG_RETENTION_QUEUE } from './error-log.jobs';
import { createErrorRecorder } from './error-log.recorder';
import { OCCURRENCES_PER_GROUP_PER_HOUR } from './error-log.repository';
import { CLIENT_ERRORS_PER_IP_PER_MINUTE, CLIENT_ERRORS_PER_MINUTE } from './error-log.service';

/**
 * Issue 18, the error-log pipeline: every 5xx, a job's last failed try and the browser's
 * reports land in the log, grouped by fingerprint and redacted before they are stored.
 */
const PASSWORD = 'Hunter2-Geheim!';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsZWFrZWQtdG9rZW4ifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const EMAIL = 'anna.weber@example.com';
const HASH = 'argon2-hash-that-must-not-be-stored';

/** Test-only routes that fail the way production code fails: by throwing. */
function registerFailingRoutes(app: FastifyInstance) {
  app.post('/api/test/explode/:id', { config: { public: true } }, async (request) => {
    // The message carries what the request carried, as a careless error message would.
    const body = JSON.stringify(request.body);
    throw new Error(
      `Saving ${body} for ${EMAIL} failed (${String(request.headers.authorization)})`,
    );
  });
  app.get(
    '/api/test/explode-in-hotel',
    { onRequest: [app.authenticate, app.hotelScope] },
    async () => {
      throw new TypeError('Cannot read properties of undefined (reading "rooms")');
    },
  );
  // A real constraint error: drizzle's message lists the bound values (the person's name).
  app.post('/api/test/duplicate-user', { config: { public: true } }, async (request) => {
    const { firstName, email } = request.body as { firstName: string; email: string };
    await t.db.insert(users).values({ firstName, email, passwordHash: HASH });
    return { created: true };
  });
  app.get('/api/test/refuse', { config: { public: true } }, async (_request, reply) =>
    reply.status(409).send({ statusCode: 409, code: 'CONFLICT', message: 'no' }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { extend: registerFailingRoutes });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test its own caller address, so the tests' rate-limit counters never meet. */
const freshIp = () => `10.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

async function groupsFrom(source: string) {
  return t.db.select().from(errorGroups).where(eq(errorGroups.source, source));
}

async function occurrencesOf(groupId: string) {
  return t.db.select().from(errorOccurrences).where(eq(errorOccurrences.groupId, groupId));
}

/** The 5xx is recorded after its answer left: wait for the recordings, then the group counts. */
async function groupCounting(source: string, count: number) {
  await t.app.errorRecorder.idle();
  const [group] = await groupsFrom(source);
  expect(group?.count).toBe(count);
  return group!;
}

const explode = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/test/explode/${id}?token=${TOKEN}&lang=de`,
    headers: { authorization: `Bearer ${TOKEN}`, 'x-request-id': 'ignored' },
    payload: { password: PASSWORD, note: 'call +49 151 12345678' },
  });

describe('server errors', () => {
  it('records a 500 once as a group, counts the second in the same group, stores nothing secret', async () => {
    const first = await explode('17');
    expect(first.statusCode).toBe(500);
    expect(first.body).not.toContain(PASSWORD);
    const group = await groupCounting('POST /api/test/explode/:id', 1);
    expect(group).toMatchObject({ kind: 'server', resolvedAt: null });

    expect((await explode('18')).statusCode).toBe(500);
    const again = await groupCounting('POST /api/test/explode/:id', 2);
    expect(again.id).toBe(group.id);
    expect(await groupsFrom('POST /api/test/explode/:id')).toHaveLength(1);

    const occurrences = await occurrencesOf(group.id);
    expect(occurrences).toHaveLength(2);
    expect(occurrences[0]).toMatchObject({
      method: 'POST',
      route: '/api/test/explode/:id',
      statusCode: 500,
      hotelId: null,
      userId: null,
    });
    expect(occurrences[0]!.requestId).toMatch(/\S/);
    expect(occurrences[0]!.stack).toContain('error-log.test.ts');
    const stored = JSON.stringify([group, occurrences]);
    for (const secret of [PASSWORD, TOKEN, EMAIL, '12345678']) {
      expect(stored).not.toContain(secret);
    }
    // Quoted values go as in the server's log (lib/logger-options.ts safeErrorMessage).
    expect(occurrences[0]!.message).toContain('"password":[redacted]');
    expect(occurrences[0]!.context).toEqual({
      url: '/api/test/explode/17?token=[redacted]&lang=[redacted]',
    });
  });

  it("groups a database error by its constraint and stores none of the query's values", async () => {
    const existing = await createUser(t.db);
    const guests = ['Annegret Gastfreund', 'Bertold Besucherich'];
    for (const firstName of guests) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/duplicate-user',
        payload: { firstName, email: existing.email },
      });
      expect(response.statusCode).toBe(500);
    }
    const group = await groupCounting('POST /api/test/duplicate-user', 2);
    const occurrences = await occurrencesOf(group.id);
    expect(occurrences).toHaveLength(2);
    const stored = JSON.stringify([group, occurrences]);
    for (const value of [...guests, existing.email, HASH]) expect(stored).not.toContain(value);
    expect(stored).not.toContain('params:');
    // The driver's error under drizzle's: its code and constraint say what failed.
    expect(occurrences[0]!.message).toContain('23505');
    expect(occurrences[0]!.message).toContain('users_email_unique');
  });

  it('records the hotel and the user of an authenticated request', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/explode-in-hotel',
      headers: bearer(await loginAs(t.app, owner), hotel.id),
    });
    expect(response.statusCode).toBe(500);
    const group = await groupCounting('GET /api/test/explode-in-hotel', 1);
    expect(group.title).toBe('Cannot read properties of undefined (reading "rooms")');
    expect(await occurrencesOf(group.id)).toEqual([
      expect.objectContaining({ hotelId: hotel.id, userId: owner.id, statusCode: 500 }),
    ]);
  });

  it('does not record 4xx answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/refuse' })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/explode-in-hotel' })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/admin/error_log/not-a-uuid' });
    expect(bad.statusCode).toBe(401);
    // A recording that should not happen would be under way now.
    await t.app.errorRecorder.idle();
    expect(await groupsFrom('GET /api/test/refuse')).toEqual([]);
    expect(await groupsFrom('GET /api/test/explode-in-hotel')).toHaveLength(1);
    expect(await groupsFrom('PUT /api/admin/error_log/:id')).toEqual([]);
  });
});

const report = (payload: unknown, headers: Record<string, string> = {}, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client_error',
    remoteAddress: ip,
    headers: { 'accept-language': 'en', ...headers },
    payload: payload as Record<string, unknown>,
  });

const clientError = {
  kind: 'error',
  message: `TypeError: x is undefined (user ${EMAIL})`,
  stack: 'TypeError: x is undefined\n    at render (https://pms.test/assets/booking-abc.js:1:200)',
  url: `https://pms.test/booking/4711?token=${TOKEN}`,
  route: '/booking/:id',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  release: '2026.11.24',
};

describe('client errors', () => {
  it('stores a report anonymously, redacted, with the page as its source', async () => {
    const response = await report(clientError);
    expect(response.statusCode).toBe(204);
    const [group] = await groupsFrom('/booking/:id');
    expect(group).toMatchObject({
      kind: 'client',
      count: 1,
      title: 'TypeError: x is undefined (user [email])',
    });
    const [occurrence] = await occurrencesOf(group!.id);
    expect(occurrence).toMatchObject({ userId: null, route: '/booking/:id' });
    expect(occurrence!.context).toEqual({
      kind: 'error',
      url: 'https://pms.test/booking/4711?token=[redacted]',
      userAgent: clientError.userAgent,
      release: clientError.release,
    });
    expect(JSON.stringify([group, occurrence])).not.toContain(TOKEN);
  });

  it('names the staff user of a valid token, and still records with an invalid one', async () => {
    const user = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const body = { ...clientError, route: '/calendar', message: 'ReferenceError: y' };
    expect((await report(body, bearer(token))).statusCode).toBe(204);
    expect((await report(body, { authorization: 'Bearer not-a-token' })).statusCode).toBe(204);
    const [group] = await groupsFrom('/calendar');
    expect(group!.count).toBe(2);
    const userIds = (await occurrencesOf(group!.id)).map((occurrence) => occurrence.userId);
    expect(userIds.sort()).toEqual([user.id, null].sort());
  });

  it('groups by the page path without ids when no route pattern is sent', async () => {
    const { route: _route, ...withoutRoute } = clientError;
    await report({
      ...withoutRoute,
      url: 'https://pms.test/guest/2f1d7c1e-8c4b-4f7e-9a51-0d2b5c3e4f60',
    });
    await report({
      ...withoutRoute,
      url: 'https://pms.test/guest/0f1d7c1e-8c4b-4f7e-9a51-0d2b5c3e4f61',
    });
    expect((await groupsFrom('/guest/:id'))[0]!.count).toBe(2);
  });

  it('refuses a bad kind and missing fields with translated issues, storing nothing', async () => {
    const response = await report({ ...clientError, route: '/bad', kind: 'panic' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({ path: 'kind', message: 'This value is not valid' }),
    ]);
    const tooLong = await report({ ...clientError, route: '/bad', message: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({ path: 'message', key: 'validation.tooLong' });
    expect((await report({ kind: 'error' })).statusCode).toBe(400);
    expect(await groupsFrom('/bad')).toEqual([]);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await report({ ...clientError, route: '/big', stack: 'x'.repeat(17_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The request is too large');
    expect(await groupsFrom('/big')).toEqual([]);
  });

  describe('limits', () => {
    // The limits count per fixed minute: each test sets the clock to a minute of its own.
    afterEach(() => vi.useRealTimers());
    const atMinute = (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
    };

    it('limits the reports per IP and answers 429 beyond the limit', async () => {
      atMinute('2031-03-03T10:00:05Z');
      const ip = freshIp();
      const body = { ...clientError, route: '/flood' };
      for (let i = 0; i < CLIENT_ERRORS_PER_IP_PER_MINUTE; i++) {
        expect((await report(body, {}, ip)).statusCode).toBe(204);
      }
      const refused = await report(body, {}, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(55);
      expect(refused.json().message).toMatch(/Too many attempts/);
      expect((await groupsFrom('/flood'))[0]!.count).toBe(CLIENT_ERRORS_PER_IP_PER_MINUTE);
      // Another address is not affected, nor the same address a minute later.
      expect((await report(body, {}, freshIp())).statusCode).toBe(204);
      vi.setSystemTime(new Date('2031-03-03T10:01:00Z'));
      expect((await report(body, {}, ip)).statusCode).toBe(204);
    });

    it("counts an IPv6 caller's whole /64 network as one address", async () => {
      atMinute('2031-03-03T11:00:00Z');
      const body = { ...clientError, route: '/flood-v6' };
      for (let i = 1; i <= CLIENT_ERRORS_PER_IP_PER_MINUTE; i++) {
        expect((await report(body, {}, `2001:db8:18:64::${i.toString(16)}`)).statusCode).toBe(204);
      }
      expect((await report(body, {}, '2001:db8:18:64:ffff:1:2:3')).statusCode).toBe(429);
      expect((await report(body, {}, '2001:db8:18:65::1')).statusCode).toBe(204);
    });

    it('refuses every report beyond the platform-wide budget of a minute', async () => {
      atMinute('2031-03-03T12:00:30Z');
      // As if the budget was spent by many addresses this minute.
      await t.db.insert(rateLimitCounters).values({
        key: 'client-error:all',
        windowStart: new Date('2031-03-03T12:00:00Z'),
        count: CLIENT_ERRORS_PER_MINUTE,
      });
      const body = { ...clientError, route: '/flood-all' };
      expect((await report(body)).statusCode).toBe(429);
      expect(await groupsFrom('/flood-all')).toEqual([]);
      vi.setSystemTime(new Date('2031-03-03T12:01:00Z'));
      expect((await report(body)).statusCode).toBe(204);
    });
  });

  it('records the hotel of a report only for a staff user who may act in it', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const stranger = await createUser(t.db);
    const admin = await createUser(t.db, { superAdmin: true });
    const body = { ...clientError, route: '/hotel-blame' };
    await report(body, { hotel: hotel.id });
    await report(body, bearer(await loginAs(t.app, stranger), hotel.id));
    await report(body, bearer(await loginAs(t.app, owner), hotel.id));
    await report(body, bearer(await loginAs(t.app, admin), hotel.id));
    const [group] = await groupsFrom('/hotel-blame');
    const recorded = (await occurrencesOf(group!.id)).map((row) => [row.userId, row.hotelId]);
    expect(recorded).toEqual(
      expect.arrayContaining([
        [null, null],
        [stranger.id, null],
        [owner.id, hotel.id],
        [admin.id, hotel.id],
      ]),
    );
    expect(recorded).toHaveLength(4);
  });
});

describe('a flood of one error', () => {
  it(`stores at most ${OCCURRENCES_PER_GROUP_PER_HOUR} occurrences per group and hour, and counts all`, async () => {
    let at = new Date('2031-04-04T08:00:00Z');
    const recorder = createErrorRecorder({
      db: t.db,
      log: Fastify({ logger: false }).log,
      now: () => at,
    });
    const flood = () =>
      recorder.record({ kind: 'client', source: '/flooded', name: 'error', message: 'boom' });
    for (let i = 0; i < OCCURRENCES_PER_GROUP_PER_HOUR + 5; i++) await flood();
    const [group] = await groupsFrom('/flooded');
    expect(group!.count).toBe(OCCURRENCES_PER_GROUP_PER_HOUR + 5);
    expect(await occurrencesOf(group!.id)).toHaveLength(OCCURRENCES_PER_GROUP_PER_HOUR);

    at = new Date('2031-04-04T09:00:01Z');
    await flood();
    expect((await groupsFrom('/flooded'))[0]!.count).toBe(OCCURRENCES_PER_GROUP_PER_HOUR + 6);
    expect(await occurrencesOf(group!.id)).toHaveLength(OCCURRENCES_PER_GROUP_PER_HOUR + 1);
  });
});

describe('failed jobs', () => {
  it("records a job's last failed try as kind job, and keeps failed_jobs", async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const runtime = createJobRuntime({
      database: t.database,
      registry: {
        queues: [
          defineQueue<{ hotelId: string }>({
            name: 'test.error-log',
            retryLimit: 1,
            retryDelaySeconds: 1,
            expireInSeconds: 60,
            async handle() {
              throw new Error(`SMTP refused ${EMAIL} with password=${PASSWORD}`);
            },
          }),
        ],
        schedules: [],
        eventHandlers: [],
      },
      role: 'web',
      log: Fastify({ logger: false }).log,
      maintenanceSeconds: 60,
      testEventHandlerDelayMs: 0,
    });
    await runtime.start();
    await runtime.send('test.error-log', { hotelId: hotel.id });
    await runtime.runPending();
    expect(await groupsFrom('test.error-log')).toEqual([]);

    await runtime.runPending({ includeDelayed: true });
    await runtime.stop();
    const [group] = await groupsFrom('test.error-log');
    expect(group).toMatchObject({
      kind: 'job',
      count: 1,
      title: 'SMTP refused [email] with password=[redacted]',
    });
    const [occurrence] = await occurrencesOf(group!.id);
    expect(occurrence).toMatchObject({
      hotelId: hotel.id,
      context: { jobId: expect.any(String), attempts: 2 },
    });
    expect(JSON.stringify(occurrence)).not.toContain(PASSWORD);
    const failed = await t.db
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.queue, 'test.error-log'));
    expect(failed).toHaveLength(1);
  });
});

describe('retention', () => {
  it('deletes occurrences older than 30 days and groups left without any', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() - days * day);
    const [old, mixed] = await t.db
      .insert(errorGroups)
      .values([
        {
          fingerprint: 'retention-old',
          kind: 'server',
          source: 'GET /old',
          title: 'old',
          count: 1,
          firstSeenAt: at(31),
          lastSeenAt: at(31),
        },
        {
          fingerprint: 'retention-mixed',
          kind: 'job',
          source: 'mixed',
          title: 'mixed',
          count: 2,
          firstSeenAt: at(31),
          lastSeenAt: at(29),
        },
      ])
      .returning();
    await t.db.insert(errorOccurrences).values([
      { groupId: old!.id, message: 'old', occurredAt: at(31) },
      { groupId: mixed!.id, message: 'expired', occurredAt: at(31) },
      { groupId: mixed!.id, message: 'kept', occurredAt: at(29) },
    ]);

    await t.app.jobs.send(ERROR_LOG_RETENTION_QUEUE, {});
    await t.runJobs();

    const groups = await t.db
      .select()
      .from(errorGroups)
      .where(inArray(errorGroups.id, [old!.id, mixed!.id]));
    expect(groups).toEqual([expect.objectContaining({ id: mixed!.id, count: 2 })]);
    const kept = await t.db
      .select({ message: errorOccurrences.message })
      .from(errorOccurrences)
      .where(inArray(errorOccurrences.groupId, [old!.id, mixed!.id]));
    expect(kept).toEqual([{ message: 'kept' }]);
  });
});
