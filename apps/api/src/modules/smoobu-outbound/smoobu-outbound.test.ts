import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { createSmoobuClientResolver } from '../../adapters/channels/resolve-smoobu';
import { hotels } from '../../db/schema';
import { channelReservations, channelSyncErrors, channelSyncState } from '../../db/schema-channels';
import { createSecretBox } from '../../lib/secret-box';
import { createCredentialsService } from '../credentials';
import { createBookingScene } from '../../test/reservation-factories';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createSmoobuOutbound, SENDING_LEASE_MS } from './smoobu-outbound';

let t: TestApp;
let smoobu: FakeSmoobu;
beforeAll(async () => {
  smoobu = await startSmoobuFake();
  t = await createTestApp({ smoobuApiUrl: smoobu.url });
});
afterAll(async () => {
  await t.close();
  await smoobu.close();
});

const credentials = () =>
  createCredentialsService({ db: t.db, secretBox: createSecretBox(testConfig().secretsKey) });

/**
 * A hotel with the Smoobu plugin on: rooms 0 and 1 mapped to two apartments of the fake,
 * room 2 to none, our bookings sent under channel 70.
 */
async function smoobuScene() {
  const scene = await createBookingScene(t, { roomCount: 3 });
  const apartments = [smoobu.addApartment('Zirbe'), smoobu.addApartment('Enzian')];
  await t.db
    .update(hotels)
    .set({
      plugins: {
        public_page: { enabled: false },
        smoobu: {
          enabled: true,
          smoobu_channel_id: '70',
          apartments: [
            { id: String(apartments[0]!.id), room: scene.rooms[0]!.id },
            { id: String(apartments[1]!.id), room: scene.rooms[1]!.id },
          ],
        },
      },
    })
    .where(eq(hotels.id, scene.hotel.id));
  await credentials().put(scene.hotel.id, 'smoobu.api_key', smoobu.apiKey);
  const today = todayIn(scene.hotel.setting.timeZone);

  async function book(roomIndex: number, from = 10, to = 13) {
    const response = await scene.call('POST', '/api/booking', {
      roomType: scene.roomType.id,
      room: scene.rooms[roomIndex]!.id,
      arrival: addDays(today, from),
      departure: addDays(today, to),
      mainGuest: scene.guest.id,
      adults: 2,
      notice: 'Anreise spät',
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.runJobs();
    return response.json<{ _id: string; number: number; version: number }>();
  }

  async function rowOf(bookingId: string) {
    const [row] = await t.db
      .select()
      .from(channelReservations)
      .where(
        and(
          eq(channelReservations.hotelId, scene.hotel.id),
          eq(channelReservations.bookingId, bookingId),
        ),
      );
    return row;
  }

  /** Reservations at the fake in this hotel's apartments. */
  const atSmoobu = () =>
    smoobu.reservations().filter((r) => apartments.some((a) => a.id === r.apartment.id));

  return { ...scene, apartments, today, book, rowOf, atSmoobu };
}

describe('outbound sync to Smoobu', () => {
  it('creates a desk booking in a mapped room at Smoobu under our channel', async () => {
    const s = await smoobuScene();
    const booking = await s.book(0);
    const [sent] = s.atSmoobu();
    expect(sent).toMatchObject({
      type: 'reservation',
      arrival: addDays(s.today, 10),
      departure: addDays(s.today, 13),
      apartment: { id: s.apartments[0]!.id },
      channel: { id: 70, name: 'API' },
      'guest-name': `Erika ${s.guest.lastName}`,
      email: s.guest.email,
      adults: 2,
      notice: `Anreise spät\n\nPMS #${booking.number}`,
    });
    expect(await s.rowOf(booking._id)).toMatchObject({
      direction: 'outbound',
      state: 'synced',
      externalId: String(sent!.id),
    });
  });

  it('cancels at Smoobu what is canceled here', async () => {
    const s = await smoobuScene();
    const booking = await s.book(0);
    const status = await s.call('PUT', '/api/booking/status', {
      id: booking._id,
      status: 'canceled',
    });
    expect(status.statusCode, status.body).toBe(200);
    await t.runJobs();
    expect(s.atSmoobu().map((r) => r.type)).toEqual(['cancellation']);
    expect(await s.rowOf(booking._id)).toMatchObject({ state: 'canceled' });
  });

  it('updates guests and notice at Smoobu when the booking is edited', async () => {
    const s = await smoobuScene();
    const booking = await s.book(0);
    const edited = await s.call('PUT', `/api/booking/${booking._id}`, {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: addDays(s.today, 10),
      departure: addDays(s.today, 13),
      mainGuest: s.guest.id,
      adults: 3,
      kids: 1,
      notice: 'Mit Hund',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await t.runJobs();
    const [updated] = s.atSmoobu();
    expect(updated).toMatchObject({
      type: 'modification of booking',
      adults: 3,
      children: 1,
      notice: `Mit Hund\n\nPMS #${booking.number}`,
    });
    expect(smoobu.updated.filter((u) => u.id === updated!.id)).toHaveLength(1);
  });

  it('cancels and creates anew when the booking moves to another apartment', async () => {
    const s = await smoobuScene();
    const booking = await s.book(0);
    const [first] = s.atSmoobu();
    const moved = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: addDays(s.today, 11),
      departure: addDays(s.today, 14),
      version: booking.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.runJobs();
    const [old, anew] = s.atSmoobu();
    expect(old).toMatchObject({ id: first!.id, type: 'cancellation' });
    expect(anew).toMatchObject({
      type: 'reservation',
      apartment: { id: s.apartments[1]!.id },
      arrival: addDays(s.today, 11),
    });
    expect(await s.rowOf(booking._id)).toMatchObject({
      state: 'synced',
      externalId: String(anew!.id),
    });
  });

  it('sends nothing for a room no apartment stands for, or with the plugin off', async () => {
    const s = await smoobuScene();
    await s.book(2);
    await t.db
      .update(hotels)
      .set({ plugins: { public_page: { enabled: false }, smoobu: { enabled: false } } })
      .where(eq(hotels.id, s.hotel.id));
    await s.book(0);
    expect(s.atSmoobu()).toEqual([]);
  });

  it('never echoes a booking that came from Smoobu', async () => {
    const s = await smoobuScene();
    const imported = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: addDays(s.today, 20),
      departure: addDays(s.today, 22),
      mainGuest: s.guest.id,
      source: 'smoobu',
      externalRef: { source: 'smoobu', id: '777001' },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    await t.runJobs();
    expect(s.atSmoobu()).toEqual([]);
  });

  it('sends once however often the job runs, even after an answer was lost', async () => {
    const s = await smoobuScene();
    const booking = await s.book(0);
    const outbound = createSmoobuOutbound({
      db: t.db,
      smoobuClientFor: createSmoobuClientResolver({
        credentials: credentials(),
        config: { smoobuApiUrl: smoobu.url },
      }),
    });
    const job = { hotelId: s.hotel.id, bookingId: booking._id };
    expect(await outbound.push(job)).toBe('unchanged');
    expect(await outbound.push(job)).toBe('unchanged');
    expect(s.atSmoobu()).toHaveLength(1);

    // The POST reached Smoobu, its answer did not: the row still says `sending`.
    const row = (await s.rowOf(booking._id))!;
    await t.db
      .update(channelReservations)
      .set({
        state: 'sending',
        externalId: null,
        updatedAt: new Date(Date.now() - SENDING_LEASE_MS - 1000),
      })
      .where(eq(channelReservations.id, row.id));
    expect(await outbound.push(job)).toBe('unchanged');
    expect(s.atSmoobu()).toHaveLength(1);
    expect(await s.rowOf(booking._id)).toMatchObject({
      state: 'synced',
      externalId: row.externalId,
    });
  });

  it('creates once when Smoobu made the reservation but its answer was lost', async () => {
    const s = await smoobuScene();
    smoobu.dropNextAnswer();
    const booking = await s.book(0);
    expect(await s.rowOf(booking._id)).toMatchObject({ state: 'sending', externalId: null });
    await t.runJobs({ includeDelayed: true });
    const sent = s.atSmoobu();
    expect(sent).toHaveLength(1);
    expect(await s.rowOf(booking._id)).toMatchObject({
      state: 'synced',
      externalId: String(sent[0]!.id),
    });
  });

  it('keeps our reservation when Smoobu refuses a second POST because of it', async () => {
    const s = await smoobuScene();
    smoobu.dropNextAnswer();
    const booking = await s.book(0);
    // The claim is gone (as if settled too early): the next push POSTs again and is refused.
    const row = (await s.rowOf(booking._id))!;
    await t.db.delete(channelReservations).where(eq(channelReservations.id, row.id));
    await t.runJobs({ includeDelayed: true });
    const sent = s.atSmoobu();
    expect(sent).toHaveLength(1);
    expect(await s.rowOf(booking._id)).toMatchObject({
      state: 'synced',
      externalId: String(sent[0]!.id),
    });
  });

  it('sends once when Smoobu is back after being down, and counts the failure once', async () => {
    const s = await smoobuScene();
    // The POST fails (never retried inside the client), then the first look-up for it too.
    smoobu.failNext(503, 4);
    const booking = await s.book(0);
    expect(s.atSmoobu()).toEqual([]);
    expect(await s.rowOf(booking._id)).toMatchObject({ state: 'sending', externalId: null });
    await t.runJobs({ includeDelayed: true });
    const sent = s.atSmoobu();
    expect(sent).toHaveLength(1);
    expect(await s.rowOf(booking._id)).toMatchObject({
      state: 'synced',
      externalId: String(sent[0]!.id),
    });
    const [state] = await t.db
      .select()
      .from(channelSyncState)
      .where(eq(channelSyncState.hotelId, s.hotel.id));
    expect(state!.counts.errors).toBe(1);
  });

  it('records Smoobu refusing a booking (the apartment is taken there)', async () => {
    const s = await smoobuScene();
    smoobu.addReservation({
      apartmentId: s.apartments[0]!.id,
      arrival: addDays(s.today, 10),
      departure: addDays(s.today, 12),
    });
    const booking = await s.book(0);
    await t.runJobs({ includeDelayed: true });
    expect(s.atSmoobu()).toHaveLength(1);
    expect(await s.rowOf(booking._id)).toBeUndefined();
    const errors = await t.db
      .select({ message: channelSyncErrors.message })
      .from(channelSyncErrors)
      .where(eq(channelSyncErrors.hotelId, s.hotel.id));
    expect(errors).toEqual([{ message: 'The apartment is not available for the selected dates' }]);
    const [state] = await t.db
      .select()
      .from(channelSyncState)
      .where(eq(channelSyncState.hotelId, s.hotel.id));
    expect(state!.counts.errors).toBe(1);
    expect(state!.inboundToken).toMatch(/^[\w-]{43}$/);
  });
});
