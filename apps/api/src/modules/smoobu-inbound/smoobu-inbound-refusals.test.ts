import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS } from '@hotel/shared/constants';
import { addDays } from '@hotel/shared/stay-dates';
import { createSmoobuClientResolver } from '../../adapters/channels/resolve-smoobu';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { channelSyncErrors, channelSyncState } from '../../db/schema-channels';
import { createSecretBox } from '../../lib/secret-box';
import { createBookingActions, createBookingsService } from '../bookings';
import { applyChannelReservation } from '../channel-ingest';
import { createCredentialsService } from '../credentials';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { smoobuHotelScene } from '../../test/smoobu-factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createSmoobuInbound } from './smoobu-inbound';
import { createSmoobuPuller } from './smoobu-puller';

let t: TestApp;
let fake: FakeSmoobu;
beforeAll(async () => {
  fake = await startSmoobuFake();
  t = await createTestApp({ smoobuApiUrl: fake.url });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const utcToday = () => new Date().toISOString().slice(0, 10);
const day = (offset: number) => addDays(utcToday(), offset);

/** A reservation our rules refuse for good: longer than any stay may be. */
const tooLong = (apartmentId: number) => ({
  apartmentId,
  arrival: day(200),
  departure: day(200 + MAX_STAY_NIGHTS + 1),
});

async function syncOf(hotelId: string) {
  const errors = await t.db
    .select()
    .from(channelSyncErrors)
    .where(and(eq(channelSyncErrors.hotelId, hotelId), eq(channelSyncErrors.channel, 'smoobu')));
  const [state] = await t.db
    .select()
    .from(channelSyncState)
    .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, 'smoobu')));
  return { errors, state: state! };
}

const bookingsOf = (hotelId: string) =>
  t.db.select().from(bookings).where(eq(bookings.hotelId, hotelId));

async function forceSync(headers: Record<string, string>) {
  const forced = await t.app.inject({ method: 'PUT', url: '/api/hotel/sync', headers });
  expect(forced.statusCode).toBe(202);
  await t.runJobs({ includeDelayed: true });
}

describe('a reservation our rules refuse', () => {
  it('is recorded once by the webhook job, not once per retry', async () => {
    const scene = await smoobuHotelScene(t, fake);
    await t.runJobs();
    const refused = fake.addReservation(tooLong(scene.seeblick.id));
    const before = await syncOf(scene.hotel.id);
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(scene.webhookUrl).pathname,
      payload: { action: 'newReservation', user: fake.user.id, data: { id: refused.id } },
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.runJobs({ includeDelayed: true });
    const after = await syncOf(scene.hotel.id);
    const recorded = after.errors.filter((error) => error.externalId === String(refused.id));
    expect(recorded).toHaveLength(1);
    expect(after.state.counts.errors).toBe(before.state.counts.errors + 1);
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
  });

  it('does not hold the pull back: the cursor moves past it', async () => {
    const scene = await smoobuHotelScene(t, fake);
    await t.runJobs();
    const refused = fake.addReservation(tooLong(scene.seeblick.id));
    const fine = fake.addReservation({
      apartmentId: scene.bergblick.id,
      arrival: day(20),
      departure: day(23),
    });
    const runStartedAfter = new Date(Date.now() - 1);
    await forceSync(scene.headers);
    const { errors, state } = await syncOf(scene.hotel.id);
    expect(errors.map((error) => error.externalId)).toContain(String(refused.id));
    expect(state.pulledUntil!.getTime()).toBeGreaterThanOrEqual(runStartedAfter.getTime());
    expect((await bookingsOf(scene.hotel.id)).map((row) => row.externalId)).toEqual([
      String(fine.id),
    ]);
  });
});

describe('the first pull', () => {
  it('leaves out stays already over by the hotel’s calendar, not the server’s', async () => {
    const scene = await smoobuHotelScene(t, fake);
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.id, scene.hotel.id));
    // UTC−11: at 05:00 UTC it is still yesterday at the hotel.
    await t.db
      .update(hotels)
      .set({ setting: { ...hotel!.setting, timeZone: 'Pacific/Pago_Pago' } })
      .where(eq(hotels.id, scene.hotel.id));
    const now = new Date(`${utcToday()}T05:00:00Z`);
    // Leaves today by the hotel's calendar (yesterday in UTC): still to be seen at the desk.
    const leavingToday = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(-3),
      departure: day(-1),
    });
    const over = fake.addReservation({
      apartmentId: scene.bergblick.id,
      arrival: day(-4),
      departure: day(-2),
    });
    const credentials = createCredentialsService({
      db: t.db,
      secretBox: createSecretBox(testConfig().secretsKey),
    });
    const ingestDeps = {
      db: t.db,
      bookings: createBookingsService({ db: t.db }),
      bookingActions: createBookingActions({ db: t.db }),
    };
    const inbound = createSmoobuInbound({
      db: t.db,
      smoobuClientFor: createSmoobuClientResolver({
        credentials,
        config: { smoobuApiUrl: fake.url },
      }),
      apply: (hotelId, reservation) => applyChannelReservation(ingestDeps, hotelId, reservation),
    });
    const pull = createSmoobuPuller({ db: t.db, inbound, now: () => now });
    await pull(scene.hotel.id);
    const pulled = (await bookingsOf(scene.hotel.id)).map((row) => row.externalId);
    expect(pulled).toContain(String(leavingToday.id));
    expect(pulled).not.toContain(String(over.id));
  });
});
