import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, format } from 'date-fns';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { bookings } from '../../db/schema-bookings';
import { channelReservations } from '../../db/schema-channels';
import { adminConnection, databaseUrlFor } from '../../test/postgres-admin';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { smoobuHotelScene } from '../../test/smoobu-factories';

/**
 * Smoobu resends a webhook it thinks was lost, and a hotel group runs several app processes:
 * the same reservation arriving at three instances at once must become one booking. On
 * PostgreSQL three app instances (each its own connection pool, as three processes would have)
 * share one database; PGlite has one connection, so there one app takes the three at once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;

let first: TestApp;
let others: { app: FastifyInstance; database: Database }[] = [];
let cleanup: () => Promise<void> = async () => {};
let fake: FakeSmoobu;

beforeAll(async () => {
  fake = await startSmoobuFake();
  const config = testConfig({ smoobuApiUrl: fake.url });
  const template = inject('templateDatabase');
  if (!serverUrl || !template) {
    first = await createTestApp({ smoobuApiUrl: fake.url });
    cleanup = () => first.close();
    return;
  }
  const name = `hotel_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminConnection(serverUrl);
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const open = () =>
    openDatabase({
      kind: 'postgres',
      url: databaseUrlFor(serverUrl, name),
      onIdleConnectionError: () => {},
    });
  const instances = await Promise.all(
    Array.from({ length: INSTANCES }, async () => {
      const database = await open();
      const app = await buildApp(config, { database });
      await app.ready();
      return { app, database };
    }),
  );
  const [head, ...rest] = instances;
  first = {
    app: head!.app,
    db: head!.database.db,
    database: head!.database,
    runJobs: (options) => head!.app.jobs.runPending(options),
    close: async () => {},
  };
  others = rest;
  cleanup = async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
    }
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
});
afterAll(async () => {
  await cleanup();
  await fake.close();
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describe('a duplicated Smoobu webhook at three instances', () => {
  it('gives one booking', { timeout: 30_000 }, async () => {
    const scene = await smoobuHotelScene(first, fake);
    await first.runJobs();
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(15),
      departure: day(18),
      channelId: 1,
    });
    const apps = [first.app, ...others.map((instance) => instance.app)];
    const url = new URL(scene.webhookUrl).pathname;
    const payload = { action: 'newReservation', user: fake.user.id, data: reservation };
    const answers = await Promise.all(
      Array.from({ length: INSTANCES }, (_, index) =>
        apps[index % apps.length]!.inject({ method: 'POST', url, payload }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    // Every instance works the queue at once, as the processes' workers would.
    await Promise.all(apps.map((app) => app.jobs.runPending()));
    const rows = await first.db.select().from(bookings).where(eq(bookings.hotelId, scene.hotel.id));
    expect(rows.map((row) => [row.externalId, row.roomId])).toEqual([
      [String(reservation.id), scene.room101.id],
    ]);
    const mirrors = await first.db
      .select()
      .from(channelReservations)
      .where(eq(channelReservations.externalId, String(reservation.id)));
    expect(mirrors.filter((row) => row.hotelId === scene.hotel.id)).toHaveLength(1);
  });
});
