import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { addDays } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelToday } from '../modules/room-service';
import { openDatabase, type Database } from '../db/client';
import { bookings, domainEvents, handledEvents } from '../db/schema-bookings';
import { guestNotifications } from '../db/schema-notifications';
import { roomServices } from '../db/schema-operations';
import { migrationsDir } from '../paths';
import { createHotel, createUser, TEST_PASSWORD } from '../test/factories';
import { createScratchDatabase, dropScratchDatabases } from '../test/postgres-admin';
import { createGuest, createRooms, createRoomType } from '../test/reservation-factories';
import { csvImportRuns } from '../db/schema-integrations';
import { csvSettings, csvText } from '../test/csv-import-factories';
import { startSambaServer } from '../test/samba-server';
import { callApi, startApiProcess, stopApiProcess, waitFor, type ApiProcess } from './api-process';
import { postgresReachable } from './postgres-reachable';

/**
 * Three API processes (ROLE=all) on one fresh PostgreSQL database prove the guarantees that
 * must hold across processes (issue 10 §9). Periods are short through the environment: the
 * sweep every 5 s, pg-boss maintenance every second, and each event handler holding its
 * transaction open for 2 s so a process can be killed in the middle of one.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SWEEP_SECONDS = 5;
const BOARD_HANDLER = 'room-service.cleaning-board';
const BOARD_QUEUE = `event.${BOARD_HANDLER}`;
const SCALE_SECRETS_KEY = randomBytes(32).toString('hex');

const reachable = await postgresReachable(serverUrl);

const today = hotelToday('Europe/Berlin');
const day = (offset: number) =>
  addDays(new Date(`${today}T12:00:00Z`), offset)
    .toISOString()
    .slice(0, 10);

describe.runIf(reachable)('three API processes on one PostgreSQL database', () => {
  const databases: string[] = [];
  let database: Database;
  let processes: ApiProcess[] = [];
  let token = '';
  let hotelId = '';
  let roomTypeId = '';
  let roomIds: string[] = [];
  let guestId = '';

  const freshDatabase = async () => {
    const { name, url } = await createScratchDatabase(serverUrl, 'hotel_scale');
    databases.push(name);
    return url;
  };

  const call = (api: ApiProcess, method: string, url: string, body?: object) =>
    callApi(api, { token, hotelId }, method, url, body);

  const pgbossRows = async (text: string, values: unknown[] = []) =>
    (await database.sql.executeSql(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    const url = await freshDatabase();
    // All three start at once on an empty database: the migrations run under the lock.
    processes = [0, 1, 2].map((index) =>
      startApiProcess(`p${index}`, 3900 + index + Math.floor(Math.random() * 50) * 3, {
        DATABASE_URL: url,
        ROLE: 'all',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'debug',
        JWT_SECRET: 'scale-test-secret-that-is-long-enough-for-hs256',
        CLEANING_SWEEP_SECONDS: String(SWEEP_SECONDS),
        JOBS_MAINTENANCE_SECONDS: '1',
        TEST_EVENT_HANDLER_DELAY_MS: '2000',
        // One key for the three: a secret one process stores (the share's password) the others read.
        SECRETS_KEY: SCALE_SECRETS_KEY,
      }),
    );
    for (const api of processes) {
      await waitFor(
        `${api.name} to be ready`,
        async () => {
          if (!api.isRunning()) throw new Error(`${api.name} exited:\n${api.output()}`);
          return (await fetch(`${api.url}/api/ready`)).status === 200 ? true : undefined;
        },
        // Three processes start, migrate under one lock and seed at once on 2 cores: allow time.
        150_000,
      );
    }
    database = await openDatabase({ kind: 'postgres', url, onIdleConnectionError: () => {} });
    const owner = await createUser(database.db);
    const hotel = await createHotel(database.db, owner);
    hotelId = hotel.id;
    const roomType = await createRoomType(database.db, hotelId);
    roomTypeId = roomType.id;
    roomIds = (await createRooms(database.db, hotelId, roomType.id, 3)).map((room) => room.id);
    guestId = (await createGuest(database.db, hotelId)).id;
    const login = await fetch(`${processes[0]!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: TEST_PASSWORD }),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    await Promise.all(processes.map(stopApiProcess));
    await database?.close();
    await dropScratchDatabases(serverUrl, databases);
  });

  it('three concurrent migrations of a fresh database apply each migration once', async () => {
    const url = await freshDatabase();
    const connections = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ kind: 'postgres', url, onIdleConnectionError: () => {} })),
    );
    try {
      await Promise.all(connections.map((connection) => connection.migrate()));
      const { rows } = await connections[0]!.sql.executeSql(
        'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
      );
      const migrationFiles = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
      expect((rows[0] as { count: number }).count).toBe(migrationFiles.length);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });

  it('60 concurrent bookings of one room, spread across the three, give exactly one booking', async () => {
    const payload = {
      roomType: roomTypeId,
      room: roomIds[0],
      arrival: day(30),
      departure: day(33),
      mainGuest: guestId,
    };
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        call(processes[index % 3]!, 'POST', '/api/booking', payload),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    const rows = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.hotelId, hotelId), eq(bookings.roomId, roomIds[0]!)));
    expect(rows).toHaveLength(1);
  });

  it('the scheduled sweep fires once per period, not three times', async () => {
    const periods = async () =>
      pgbossRows(
        `SELECT singleton_on, count(*)::int AS count, bool_and(state = 'completed') AS completed
           FROM pgboss.job WHERE name = 'cleaning.sweep' GROUP BY singleton_on`,
      );
    await waitFor(
      'three sweep periods',
      async () => ((await periods()).length >= 3 ? true : undefined),
      SWEEP_SECONDS * 6 * 1000,
    );
    const sweeps = await periods();
    expect(sweeps.every((period) => period.count === 1)).toBe(true);
    // Its fan-out too: one job per hotel and period. A sweep fans out when a worker takes it,
    // which on a busy machine can be later than its period began (two late sweeps taken within
    // one period fan out once, by design), so wait for two periods' fan-out to exist.
    const hotelSlots = async () =>
      pgbossRows(
        `SELECT singleton_key, singleton_on, count(*)::int AS count FROM pgboss.job
          WHERE name = 'cleaning.hotel' GROUP BY singleton_key, singleton_on`,
      );
    const perHotel = await waitFor(
      'the fan-out of two sweep periods',
      async () => {
        const slots = await hotelSlots();
        return slots.length >= 2 ? slots : undefined;
      },
      SWEEP_SECONDS * 6 * 1000,
    );
    expect(perHotel.every((slot) => slot.count === 1)).toBe(true);
  });

  it('a scheduled CSV import runs once per interval, not once per process', async () => {
    const samba = await startSambaServer();
    try {
      const row = { arrival: '2035-01-10', departure: '2035-01-12', first: 'Eva', adults: 1 };
      await samba.writeFile(
        'exports/bookings.csv',
        csvText([
          { ...row, id: 'K1', room: '101', last: 'Kern' },
          { ...row, id: 'K2', room: '102', last: 'Lind' },
        ]),
      );
      const saved = await call(processes[0]!, 'PUT', '/api/hotel/csv-import', {
        ...csvSettings({
          method: 'smb',
          smb_share: samba.share,
          domain: samba.domain,
          username: samba.username,
          file_path: 'exports/bookings.csv',
          interval: 5,
        }),
        password: samba.password,
      });
      expect(saved.status).toBe(200);
      const runsOfHotel = () =>
        database.db.select().from(csvImportRuns).where(eq(csvImportRuns.hotelId, hotelId));
      const schedulePeriods = async () =>
        (
          await pgbossRows(
            `SELECT count(DISTINCT singleton_on)::int AS count FROM pgboss.job
              WHERE name = 'csv-import-schedule' AND state = 'completed'`,
          )
        )[0]!.count as number;
      // The schedule looks every minute; each process sends it twice a period.
      const [first] = await waitFor(
        'the first scheduled import',
        async () => {
          const runs = await runsOfHotel();
          return runs.some((run) => run.status !== 'running') ? runs : undefined;
        },
        150_000,
      );
      expect(first).toMatchObject({ trigger: 'schedule', status: 'succeeded' });
      expect(first!.counts).toMatchObject({ created: 2, errors: 0 });
      const periodsAtFirst = await schedulePeriods();
      await waitFor(
        'two more schedule periods',
        async () => ((await schedulePeriods()) >= periodsAtFirst + 2 ? true : undefined),
        170_000,
      );
      expect(await runsOfHotel()).toHaveLength(1);
      const runJobs = await pgbossRows(
        `SELECT singleton_key, count(*)::int AS count FROM pgboss.job
          WHERE name = 'csv-import-run' GROUP BY singleton_key`,
      );
      expect(runJobs).toHaveLength(1);
      expect(runJobs[0]!.count).toBe(1);
      const imported = await database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.hotelId, hotelId), eq(bookings.source, 'csv')));
      expect(imported).toHaveLength(2);
    } finally {
      await samba.stop();
    }
  }, 360_000);

  /** A stay that arrived yesterday, moved through `statuses` on the given processes. */
  async function stay(room: number, statuses: [string, ApiProcess][]) {
    const created = await call(processes[0]!, 'POST', '/api/booking', {
      roomType: roomTypeId,
      room: roomIds[room],
      arrival: day(-1),
      departure: day(2),
      mainGuest: guestId,
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    for (const [status, api] of statuses) {
      const changed = await call(api, 'PUT', '/api/booking/status', { id, status });
      expect(changed.status).toBe(200);
    }
    return id;
  }

  const stayOverRecords = (bookingId: string) =>
    database.db
      .select()
      .from(roomServices)
      .where(and(eq(roomServices.bookingId, bookingId), eq(roomServices.kind, 'stay_over')));

  const boardEventsOf = async (bookingId: string) => {
    const events = await database.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.type, 'booking.status_changed'));
    return events.filter((event) => event.payload.bookingId === bookingId);
  };

  const handledRowsOf = async (eventId: string) =>
    database.db
      .select()
      .from(handledEvents)
      .where(and(eq(handledEvents.handler, BOARD_HANDLER), eq(handledEvents.eventId, eventId)));

  it('an event is handled once: one handled_events row, the effect once', async () => {
    const bookingId = await stay(1, [
      ['pending', processes[1]!],
      ['checked_in', processes[2]!],
    ]);
    const events = await boardEventsOf(bookingId);
    expect(events).toHaveLength(2);
    for (const event of events) {
      await waitFor(
        'the event to be handled',
        async () => {
          return (await handledRowsOf(event.id)).length > 0 ? true : undefined;
        },
        30_000,
      );
    }
    // Give the other processes time to (wrongly) handle it again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const event of events) expect(await handledRowsOf(event.id)).toHaveLength(1);
    expect(await stayOverRecords(bookingId)).toHaveLength(1);
    const jobs = await pgbossRows(
      `SELECT state FROM pgboss.job WHERE name = $1 AND data->>'eventId' = ANY($2::text[])`,
      [BOARD_QUEUE, events.map((event) => event.id)],
    );
    expect(jobs.map((job) => job.state)).toEqual(['completed', 'completed']);
  });

  it('a worker killed with kill -9 mid-job leaves the job to another, done once', async () => {
    const bookingId = await stay(2, [['pending', processes[0]!]]);
    const [pendingEvent] = await boardEventsOf(bookingId);
    await waitFor(
      'the first event',
      async () => ((await handledRowsOf(pendingEvent!.id)).length > 0 ? true : undefined),
      30_000,
    );

    const logOffsets = processes.map((api) => api.output().length);
    await call(processes[1]!, 'PUT', '/api/booking/status', {
      id: bookingId,
      status: 'checked_in',
    });
    const checkIn = (await boardEventsOf(bookingId)).find(
      (event) => event.id !== pendingEvent!.id,
    )!;
    // The process that took the handler's job logs its start; it holds the transaction 2 s.
    const victim = await waitFor(
      'a process to start the job',
      async () =>
        processes.find((api, index) =>
          api
            .output()
            .slice(logOffsets[index])
            .split('\n')
            .some((line) => line.includes('"Job started"') && line.includes(BOARD_QUEUE)),
        ),
      15_000,
    );
    victim.child.kill('SIGKILL');
    await waitFor('the victim to exit', async () => (victim.isRunning() ? undefined : true), 5000);
    expect(await handledRowsOf(checkIn.id)).toEqual([]);

    // pg-boss expires the active job (60 s) and another process finishes the retry.
    await waitFor(
      'another process to finish the job',
      async () => ((await handledRowsOf(checkIn.id)).length > 0 ? true : undefined),
      120_000,
    );
    expect(await handledRowsOf(checkIn.id)).toHaveLength(1);
    expect(await stayOverRecords(bookingId)).toHaveLength(1);
    const [job] = await pgbossRows(
      `SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'eventId' = $2`,
      [BOARD_QUEUE, checkIn.id],
    );
    expect(job).toMatchObject({ state: 'completed' });
    expect(Number(job!.retry_count)).toBeGreaterThanOrEqual(1);
    const survivors = processes.filter((api) => api !== victim);
    expect(survivors.every((api) => api.isRunning())).toBe(true);
  });

  it('each guest gets one confirmation, whichever of the three (one of them killed) sends it', async () => {
    const confirmations = async () =>
      (
        await database.db
          .select()
          .from(guestNotifications)
          .where(eq(guestNotifications.hotelId, hotelId))
      ).filter((row) => row.message === 'booking_confirmed');
    // The two stays confirmed above; the dispatch schedule of any survivor sends them.
    const rows = await waitFor(
      'both confirmations to be delivered',
      async () => {
        const found = await confirmations();
        return found.length >= 2 && found.every((row) => row.status === 'delivered')
          ? found
          : undefined;
      },
      90_000,
    );
    const perBooking = new Map<string, number>();
    for (const row of rows) perBooking.set(row.bookingId, (perBooking.get(row.bookingId) ?? 0) + 1);
    expect([...perBooking.values()]).toEqual([1, 1]);
    expect(rows.every((row) => row.gateway === 'email' && row.attempts === 1)).toBe(true);
  });
});
