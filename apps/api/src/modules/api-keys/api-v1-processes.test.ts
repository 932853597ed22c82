import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { adminConnection, databaseUrlFor } from '../../test/postgres-admin';
import { createTestDatabase } from '../../test/test-database';
import { testConfig } from '../../test/test-app';
import { bearer, createOwnedHotel } from '../../test/factories';

/**
 * A hotel runs several API processes on one database: a key's rate limit and its revocation
 * hold in every one of them. On PostgreSQL the two apps have a connection pool each, as two
 * processes would; PGlite has one connection, so there both apps share it.
 */
const PER_MINUTE = 4;
const config = testConfig({
  rateLimit: { ...testConfig().rateLimit, apiKeyPerMinute: PER_MINUTE },
});
const serverUrl = process.env.TEST_DATABASE_URL;

let apps: [FastifyInstance, FastifyInstance];
let database: Database;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const template = inject('templateDatabase');
  if (!serverUrl || !template) {
    const shared = await createTestDatabase();
    database = shared.database;
    apps = [
      await buildApp(config, { database: shared.database }),
      await buildApp(config, { database: shared.database }),
    ];
    cleanup = async () => {
      for (const app of apps) await app.close();
      await shared.destroy();
    };
  } else {
    const name = `hotel_test_${randomBytes(6).toString('hex')}`;
    const admin = await adminConnection(serverUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const open = () =>
      openDatabase({
        kind: 'postgres',
        url: databaseUrlFor(serverUrl, name),
        onIdleConnectionError: () => {},
      });
    const databases = [await open(), await open()];
    database = databases[0]!;
    apps = [
      await buildApp(config, { database: databases[0]! }),
      await buildApp(config, { database: databases[1]! }),
    ];
    cleanup = async () => {
      for (const app of apps) await app.close();
      for (const opened of databases) await opened.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  for (const app of apps) await app.ready();
});
afterAll(() => cleanup());

async function createKey(token: string, hotelId: string, name: string) {
  const response = await apps[0].inject({
    method: 'POST',
    url: '/api/plugin/api/keys',
    headers: bearer(token, hotelId),
    payload: { name, permissions: ['bookings.read'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; key: string }>();
}

const listBookings = (app: FastifyInstance, key: string, language = 'en') =>
  app.inject({
    method: 'GET',
    url: '/api/v1/booking',
    headers: { ...bearer(key), 'accept-language': language },
  });

/** The limit counts per minute: start a test's calls early in one, so none crosses into the next. */
async function startOfAMinute() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}

describe('an API key across two app processes', () => {
  it('is limited per key and minute across both, with 429 and Retry-After', async () => {
    const { hotel, token } = await createOwnedHotel(apps[0], database.db);
    const website = await createKey(token, hotel.id, 'Website');
    const backOffice = await createKey(token, hotel.id, 'Back office');
    await startOfAMinute();

    const statuses = [];
    for (let call = 0; call < PER_MINUTE; call += 1) {
      statuses.push((await listBookings(apps[call % 2]!, website.key)).statusCode);
    }
    expect(statuses).toEqual(Array(PER_MINUTE).fill(200));

    for (const [app, language] of [
      [apps[0], 'en'],
      [apps[1], 'de'],
    ] as const) {
      const limited = await listBookings(app, website.key, language);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message:
          language === 'en'
            ? `Too many requests with this API key. Please try again in ${retryAfter} seconds.`
            : expect.stringContaining(`${retryAfter} Sekunden`),
      });
    }
    // Another key of the same hotel has its own count; staff are not limited by keys.
    expect((await listBookings(apps[1], backOffice.key)).statusCode).toBe(200);
    const staff = await apps[1].inject({
      method: 'GET',
      url: '/api/v1/booking',
      headers: bearer(token, hotel.id),
    });
    expect(staff.statusCode).toBe(200);
  });

  it('is refused at once by the other process once revoked', async () => {
    const { hotel, token } = await createOwnedHotel(apps[0], database.db);
    const key = await createKey(token, hotel.id, 'Channel');
    expect((await listBookings(apps[1], key.key)).statusCode).toBe(200);
    const revoked = await apps[0].inject({
      method: 'DELETE',
      url: `/api/plugin/api/keys/${key.id}`,
      headers: bearer(token, hotel.id),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await listBookings(apps[1], key.key)).statusCode).toBe(401);
    expect((await listBookings(apps[0], key.key)).statusCode).toBe(401);
  });
});
