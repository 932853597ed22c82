import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { addDays } from '@hotel/shared/stay-dates';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createBookingQueries } from '../modules/bookings';
import { BARE_PATH, BARE_QUERY_PATH, buildBareApp } from './bare-route';
import { CALLS } from './bench-budgets';
import { benchConfig } from './bench-config';
import { BENCH_PASSWORD, seedBenchHotel } from './bench-hotel';
import { benchRequests } from './bench-requests';
import { runLoad, type LoadOptions } from './load';
import type { LoadSummary } from './load-summary';
import { summarize, timeRequests, type Summary } from './measure';

export interface ApiBenchResult {
  database: string;
  seedSeconds: number;
  bookingCount: number;
  occupancy: number;
  summaries: Summary[];
  /** The bare Fastify route with the availability call's JSON, timed the same way. */
  bare: Summary;
  /** The bare Fastify route running the availability call's statement, timed the same way. */
  bareQuery: Summary;
  /** Size of that JSON body (bytes), so the bare route's work is known. */
  bareBodyBytes: number;
  load: LoadSummary[];
}

export interface ApiBenchOptions {
  samples: number;
  warmUp: number;
  /** Unset: no load phase. */
  load?: LoadOptions;
}

/** Enough varied paths that the load rarely repeats one in a run (they are taken in turn). */
const LOAD_PATHS = 5000;

/**
 * Seeds the 300-room hotel into a migrated database, then times availability, the public page's
 * search, booking creation and the 62-day calendar through the real app (buildApp, as the server
 * runs it) and a bare Fastify route with the same JSON; then, if asked, puts load on
 * availability, the bookings list and the bare route over real sockets.
 */
export async function benchApi(
  database: Database,
  label: string,
  options: ApiBenchOptions,
): Promise<ApiBenchResult> {
  const seedStart = Date.now();
  const hotel = await seedBenchHotel(database.db, label);
  // Fresh statistics, as a database that has lived with its data would have.
  await database.db.execute(sql`analyze`);
  const seedSeconds = (Date.now() - seedStart) / 1000;

  const app = await buildApp(benchConfig, { database });
  await app.ready();
  let bare: FastifyInstance | undefined;
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: hotel.email, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().token}`, hotel: hotel.hotelId };
    const requests = benchRequests(hotel);
    const time = (request: (index: number) => InjectOptions, on = app) =>
      timeRequests(on, request, options.samples, options.warmUp);

    const availability = await time(() => ({ url: requests.availabilityPath(), headers }));
    const publicSearch = await time(() => ({ url: requests.publicSearchPath() }));

    // Each free gap of a room is used once: into the room, or (every other one) unassigned,
    // which the type still has room for since that room is free on those nights.
    const gaps = [...hotel.freeGaps].sort(() => requests.random.next() - 0.5);
    const create = await time((index) => {
      const gap = gaps[index % gaps.length]!;
      return {
        method: 'POST',
        url: '/api/booking/',
        headers,
        payload: {
          roomType: gap.roomTypeId,
          room: index % 2 === 0 ? gap.roomId : null,
          arrival: gap.from,
          departure: addDays(gap.from, 1),
          adults: 2,
        },
      };
    });
    const calendar = await time(() => ({ url: requests.calendarPath(), headers }));

    // The bare route answers what a real availability search answered, timed the same way.
    const sample = await app.inject({ url: requests.availabilityPath(), headers });
    if (sample.statusCode !== 200) throw new Error(`availability failed: ${sample.body}`);
    const queries = createBookingQueries({ db: database.db });
    bare = buildBareApp(sample.json(), (stay) => queries.availability(hotel.hotelId, stay));
    await bare.ready();
    const bareTimes = await time(() => ({ url: BARE_PATH }), bare);
    const bareQueryPath = () => requests.availabilityPath().replace(/^[^?]*/, BARE_QUERY_PATH);
    const bareQueryTimes = await time(() => ({ url: bareQueryPath() }), bare);

    const load = options.load
      ? await loadPhase(app, bare, { ...requests, bareQueryPath }, headers, options.load)
      : ([] as LoadSummary[]);

    return {
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      seedSeconds,
      bookingCount: hotel.bookingCount,
      occupancy: hotel.occupancy,
      summaries: [
        summarize(CALLS.availability, availability),
        summarize(CALLS.publicSearch, publicSearch),
        summarize(CALLS.create, create),
        summarize(CALLS.calendar, calendar),
      ],
      bare: summarize(CALLS.bare, bareTimes),
      bareQuery: summarize(CALLS.bareQuery, bareQueryTimes),
      bareBodyBytes: Buffer.byteLength(sample.body),
      load,
    };
  } finally {
    await bare?.close();
    await app.close();
  }
}

/**
 * Our app and the bare one listen on free ports of 127.0.0.1 in this process (PGlite lives
 * here); the load generator runs in a child process. One route at a time, each for the same time.
 */
async function loadPhase(
  app: FastifyInstance,
  bare: FastifyInstance,
  requests: ReturnType<typeof benchRequests> & { bareQueryPath: () => string },
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadSummary[]> {
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });
  const paths = (next: () => string) => Array.from({ length: LOAD_PATHS }, next);
  // When autocannon stops, the requests in flight are dropped by the client but still run here
  // (on PGlite one after the other); one more request waits behind them, so the next route
  // starts on an idle server. A 503 (PGlite's queue still full) means: not yet, ask again.
  const drain = async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await app.inject({ url: requests.availabilityPath(), headers });
      if (response.statusCode !== 503) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const availability = await runLoad(
    CALLS.availability,
    { origin, paths: paths(requests.availabilityPath), headers },
    options,
  );
  await drain();
  const bookingList = await runLoad(
    CALLS.bookingList,
    { origin, paths: paths(requests.bookingListPath), headers },
    options,
  );
  await drain();
  return [
    availability,
    bookingList,
    await runLoad(
      CALLS.bareQuery,
      { origin: bareOrigin, paths: paths(requests.bareQueryPath) },
      options,
    ),
    await runLoad(CALLS.bare, { origin: bareOrigin, paths: [BARE_PATH] }, options),
  ];
}
