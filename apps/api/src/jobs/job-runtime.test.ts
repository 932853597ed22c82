import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, handledEvents } from '../db/schema-bookings';
import { failedJobs } from '../db/schema-platform';
import { createHotel, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createJobRuntime } from './job-runtime';
import { defineEventHandler, defineQueue, type JobRegistry } from './registry';
import { startScheduler } from './scheduler';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function capturingLogger() {
  const lines: string[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }).log;
  return { log, lines };
}

function runtimeWith(registry: Partial<JobRegistry>, role: 'web' | 'all' = 'web') {
  const { log, lines } = capturingLogger();
  const runtime = createJobRuntime({
    database: t.database,
    registry: { queues: [], schedules: [], eventHandlers: [], ...registry },
    role,
    log,
    maintenanceSeconds: 60,
    testEventHandlerDelayMs: 0,
  });
  return { runtime, lines };
}

async function jobCount(queue: string) {
  const { rows } = await t.database.sql.executeSql(
    'SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1',
    [queue],
  );
  return (rows[0] as { count: number }).count;
}

describe('queues', () => {
  it('retries a throwing job with backoff without blocking the queue, then records its last failure', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const done: string[] = [];
    const { runtime, lines } = runtimeWith({
      queues: [
        defineQueue<{ hotelId: string; name: string }>({
          name: 'test.poison',
          retryLimit: 2,
          retryDelaySeconds: 30,
          expireInSeconds: 60,
          async handle({ name }) {
            if (name === 'poison') throw new Error('cannot parse for guest@example.com');
            done.push(name);
          },
        }),
      ],
    });
    await runtime.start();
    await runtime.send('test.poison', { hotelId: hotel.id, name: 'poison' });
    await runtime.send('test.poison', { hotelId: hotel.id, name: 'good' });

    await runtime.runPending();
    expect(done).toEqual(['good']);
    expect(await t.db.select().from(failedJobs).where(eq(failedJobs.queue, 'test.poison'))).toEqual(
      [],
    );

    await runtime.runPending({ includeDelayed: true });
    const failed = await t.db.select().from(failedJobs).where(eq(failedJobs.queue, 'test.poison'));
    expect(failed).toEqual([
      expect.objectContaining({
        hotelId: hotel.id,
        attempts: 3,
        data: { hotelId: hotel.id, name: 'poison' },
        error: 'cannot parse for [email]',
      }),
    ]);
    const log = lines.join('\n');
    expect(log).toContain('A job failed its last try');
    expect(log).not.toContain('guest@example.com');
    expect(done).toEqual(['good']);
  });

  it('a schedule sends one job per period however many processes tick', async () => {
    const queue = defineQueue({
      name: 'test.scheduled',
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      handle: async () => {},
    });
    const first = runtimeWith({ queues: [queue] });
    const second = runtimeWith({ queues: [queue] });
    await first.runtime.start();
    await second.runtime.start();
    const schedules = [{ queue: 'test.scheduled', everySeconds: 3600 }];
    const { log } = capturingLogger();
    const tickers = [
      startScheduler(schedules, first.runtime.send, log),
      startScheduler(schedules, second.runtime.send, log),
      startScheduler(schedules, first.runtime.send, log),
    ];
    await expect.poll(() => jobCount('test.scheduled')).toBe(1);
    for (const ticker of tickers) ticker.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await jobCount('test.scheduled')).toBe(1);
  });

  it('shutdown lets a running job finish before it returns', async () => {
    const finished: string[] = [];
    const { runtime } = runtimeWith(
      {
        queues: [
          defineQueue<{ name: string }>({
            name: 'test.slow',
            retryLimit: 0,
            retryDelaySeconds: 1,
            expireInSeconds: 60,
            async handle({ name }) {
              await new Promise((resolve) => setTimeout(resolve, 1500));
              finished.push(name);
            },
          }),
        ],
      },
      'all',
    );
    await runtime.start();
    await runtime.send('test.slow', { name: 'slow' });
    await expect
      .poll(async () => {
        const { rows } = await t.database.sql.executeSql(
          "SELECT state FROM pgboss.job WHERE name = 'test.slow'",
        );
        return (rows[0] as { state: string } | undefined)?.state;
      })
      .toBe('active');
    await runtime.stop();
    expect(finished).toEqual(['slow']);
    expect(runtime.isStarted).toBe(false);
  });
});

describe('domain events', () => {
  it('are relayed once and handled once per handler, even when relayed again', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const effects: string[] = [];
    const handler = defineEventHandler({
      name: 'test.counter',
      eventTypes: ['test.happened'],
      async handle(event, tx) {
        await tx.execute(sql`select 1`);
        effects.push(event.id);
      },
    });
    const { runtime } = runtimeWith({ eventHandlers: [handler] });
    await runtime.start();
    const [event] = await t.db
      .insert(domainEvents)
      .values({ hotelId: hotel.id, type: 'test.happened', payload: { bookingId: 'x' } })
      .returning();
    await t.db
      .insert(domainEvents)
      .values({ hotelId: hotel.id, type: 'test.unrelated', payload: {} });

    await runtime.runPending();
    expect(effects).toEqual([event!.id]);
    const [relayed] = await t.db.select().from(domainEvents).where(eq(domainEvents.id, event!.id));
    expect(relayed!.processedAt).toBeInstanceOf(Date);

    // Relayed again (a relay that crashed before its commit): the job id is the same, no new job.
    await t.db
      .update(domainEvents)
      .set({ processedAt: null })
      .where(eq(domainEvents.id, event!.id));
    await runtime.runPending();
    expect(await jobCount('event.test.counter')).toBe(1);
    // Even with the job gone (archived), handled_events keeps the effect single.
    await t.database.sql.executeSql("DELETE FROM pgboss.job WHERE name = 'event.test.counter'");
    await t.db
      .update(domainEvents)
      .set({ processedAt: null })
      .where(eq(domainEvents.id, event!.id));
    await runtime.runPending();
    expect(await jobCount('event.test.counter')).toBe(1);
    expect(effects).toEqual([event!.id]);
    expect(
      await t.db.select().from(handledEvents).where(eq(handledEvents.handler, 'test.counter')),
    ).toEqual([expect.objectContaining({ eventId: event!.id })]);
  });

  it('a handler that throws leaves no trace and is retried', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    let calls = 0;
    const handler = defineEventHandler({
      name: 'test.flaky',
      eventTypes: ['test.flaky'],
      async handle() {
        calls++;
        if (calls === 1) throw new Error('temporary');
      },
    });
    const { runtime } = runtimeWith({ eventHandlers: [handler] });
    await runtime.start();
    await t.db.insert(domainEvents).values({ hotelId: hotel.id, type: 'test.flaky', payload: {} });
    await runtime.runPending();
    expect(calls).toBe(1);
    expect(
      await t.db.select().from(handledEvents).where(eq(handledEvents.handler, 'test.flaky')),
    ).toEqual([]);
    await runtime.runPending({ includeDelayed: true });
    expect(calls).toBe(2);
    expect(
      await t.db.select().from(handledEvents).where(eq(handledEvents.handler, 'test.flaky')),
    ).toHaveLength(1);
  });
});

describe('health and readiness', () => {
  it('answer 200 once the job runtime has started', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});
