import { sql } from 'drizzle-orm';
import { addDays } from '@hotel/shared/stay-dates';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import type { AppConfig } from '../config';
import { BENCH_PASSWORD, seedBenchHotel, YEAR_AHEAD, YEAR_BACK } from './bench-hotel';
import type { InjectOptions } from 'fastify';
import { summarize, timeRequests, type Summary } from './measure';
import { seededRandom } from '../seed/seed-reservations';

/**
 * In-process only (inject): nothing listens, mails stay in the outbox, no logging cost, and no
 * background work (role web: jobs are only queued) to disturb the timings.
 */
const benchConfig: AppConfig = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir: '/nonexistent/bench-data',
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  secretsKey: Buffer.alloc(32, 7),
  appUrl: 'http://bench.local',
  smtpUrl: undefined,
  mailFrom: 'Hotel PMS <no-reply@bench.local>',
  webDist: '/nonexistent/web-dist',
  seedDemo: false,
  role: 'web',
  jobs: { maintenanceSeconds: 60, cleaningSweepSeconds: 600, testEventHandlerDelayMs: 0 },
  logLevel: 'silent',
  rateLimit: {
    loginMax: 1000,
    resetMax: 1000,
    loginFailuresPerAccount: 1000,
    loginFailuresPerIp: 1000,
    passwordChangesPerUser: 1000,
    mailsPerAddress: 1000,
    mailsPerIp: 1000,
    publicBookingsPerIp: 1000,
    guestAuthPerIp: 1000,
    apiKeyPerMinute: 10_000,
  },
  corsOrigins: [],
  testCheckout: true,
  webhooks: { allowPrivateUrls: true, retryDelaySeconds: 1 },
  smb: { smbclientPath: 'smbclient', timeoutSeconds: 10 },
};

export interface ApiBenchResult {
  database: string;
  seedSeconds: number;
  bookingCount: number;
  occupancy: number;
  summaries: Summary[];
}

/**
 * Seeds the 300-room hotel into a migrated database, then times availability, the public page's
 * search, booking creation and the 62-day calendar through the real app (buildApp, as the server runs it).
 */
export async function benchApi(
  database: Database,
  label: string,
  options: { samples: number; warmUp: number },
): Promise<ApiBenchResult> {
  const seedStart = Date.now();
  const hotel = await seedBenchHotel(database.db, label);
  // Fresh statistics, as a database that has lived with its data would have.
  await database.db.execute(sql`analyze`);
  const seedSeconds = (Date.now() - seedStart) / 1000;

  const app = await buildApp(benchConfig, { database });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: hotel.email, password: BENCH_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.body}`);
    const headers = { authorization: `Bearer ${login.json().token}`, hotel: hotel.hotelId };
    const random = seededRandom(62);
    const totalDays = YEAR_BACK + YEAR_AHEAD;
    const randomStay = () => {
      const from = random.int(0, totalDays - 8);
      const arrival = addDays(hotel.firstDay, from);
      return { arrival, departure: addDays(arrival, random.int(1, 7)) };
    };

    const availability = await timeRequests(
      app,
      (): InjectOptions => {
        const stay = randomStay();
        return {
          method: 'GET',
          url: `/api/booking/availability?arrival=${stay.arrival}&departure=${stay.departure}`,
          headers,
        };
      },
      options.samples,
      options.warmUp,
    );

    // The public page's search: anonymous, by symbol code, stays from the hotel's today on.
    const publicSearch = await timeRequests(
      app,
      (): InjectOptions => {
        const arrival = addDays(hotel.today, random.int(0, YEAR_AHEAD - 8));
        const departure = addDays(arrival, random.int(1, 7));
        return {
          method: 'GET',
          url: `/api/public/available_rooms?hotel=${hotel.symbolCode}&arrival=${arrival}&departure=${departure}&guests=2`,
        };
      },
      options.samples,
      options.warmUp,
    );

    // Each free gap of a room is used once: into the room, or (every other one) unassigned,
    // which the type still has room for since that room is free on those nights.
    const gaps = [...hotel.freeGaps].sort(() => random.next() - 0.5);
    const create = await timeRequests(
      app,
      (index): InjectOptions => {
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
      },
      options.samples,
      options.warmUp,
    );

    const calendar = await timeRequests(
      app,
      (): InjectOptions => {
        const startDate = addDays(hotel.firstDay, random.int(0, totalDays - 62));
        return {
          method: 'GET',
          url: `/api/booking/calendar?startDate=${startDate}&endDate=${addDays(startDate, 62)}`,
          headers,
        };
      },
      options.samples,
      options.warmUp,
    );

    return {
      database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      seedSeconds,
      bookingCount: hotel.bookingCount,
      occupancy: hotel.occupancy,
      summaries: [
        summarize('GET /api/booking/availability', availability),
        summarize('GET /api/public/available_rooms', publicSearch),
        summarize('POST /api/booking/', create),
        summarize('GET /api/booking/calendar (62 days)', calendar),
      ],
    };
  } finally {
    await app.close();
  }
}
