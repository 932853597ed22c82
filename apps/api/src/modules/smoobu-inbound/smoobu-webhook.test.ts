import { and, eq } from 'drizzle-orm';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema-bookings';
import { channelReservations } from '../../db/schema-channels';
import { syncJobs } from '../../db/schema-setup';
import { createBooking } from '../../test/payment-factories';
import { createGuest } from '../../test/reservation-factories';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smoobuHotelScene } from '../../test/smoobu-factories';
import { SMOOBU_PUSH_QUEUE } from '../smoobu-outbound';
import { SMOOBU_PULL_SWEEP_QUEUE } from './smoobu-inbound.jobs';

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

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const BOOKING_COM = 1;

type Scene = Awaited<ReturnType<typeof smoobuHotelScene>>;

/** Smoobu's webhook as Smoobu sends it (the reservation in the body, which we never trust). */
function deliver(url: string, action: string, id: number | string, data?: object) {
  return t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: { action, user: fake.user.id, data: data ?? fake.reservation(id) ?? { id } },
  });
}

async function delivered(scene: Scene, action: string, id: number | string, data?: object) {
  const response = await deliver(scene.webhookUrl, action, id, data);
  expect(response.statusCode, response.body).toBe(200);
  await t.runJobs();
  return response;
}

const bookingsOf = (hotelId: string) =>
  t.db.select().from(bookings).where(eq(bookings.hotelId, hotelId));

async function mirrorOf(hotelId: string, externalId: number) {
  const [row] = await t.db
    .select()
    .from(channelReservations)
    .where(
      and(
        eq(channelReservations.hotelId, hotelId),
        eq(channelReservations.externalId, String(externalId)),
      ),
    );
  return row;
}

/** A scene whose first pull (queued by switching on) has run: the webhook tests start clean. */
async function enabledScene() {
  const scene = await smoobuHotelScene(t, fake);
  await t.runJobs();
  return scene;
}

describe('POST /api/channel/smoobu/webhook/:token', () => {
  it('creates the booking Smoobu has (fetched, not taken from the body), once however often it comes', async () => {
    const scene = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(20),
      departure: day(23),
      channelId: BOOKING_COM,
      firstName: 'Jana',
      lastName: 'Novak',
      adults: 2,
      price: 360,
    });
    // The body claims other dates and guest: only the id is used.
    const forged = { ...reservation, arrival: day(40), departure: day(41), lastname: 'Forged' };
    const first = await delivered(scene, 'newReservation', reservation.id, forged);
    expect(first.json()).toEqual({ received: true, queued: true });
    await delivered(scene, 'newReservation', reservation.id);
    await delivered(scene, 'updateReservation', reservation.id);
    const rows = await bookingsOf(scene.hotel.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      roomId: scene.room101.id,
      arrival: day(20),
      departure: day(23),
      kind: 'stay',
      externalSource: 'smoobu',
      externalId: String(reservation.id),
      channelConflict: false,
    });
  });

  it('follows a changed stay and cancels on cancellation', async () => {
    const scene = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(30),
      departure: day(32),
      channelId: BOOKING_COM,
    });
    await delivered(scene, 'newReservation', reservation.id);
    fake.modifyReservation(reservation.id, { departure: day(34), adults: 3 });
    await delivered(scene, 'updateReservation', reservation.id);
    expect((await bookingsOf(scene.hotel.id))[0]).toMatchObject({
      departure: day(34),
      status: expect.not.stringMatching('canceled'),
    });
    fake.cancelReservation(reservation.id);
    await delivered(scene, 'cancelReservation', reservation.id);
    const [canceled] = await bookingsOf(scene.hotel.id);
    expect(canceled!.status).toBe('canceled');
    expect((await mirrorOf(scene.hotel.id, reservation.id))!.state).toBe('canceled');
  });

  it('does not import our own booking while its Smoobu id is still on the way', async () => {
    const scene = await enabledScene();
    const guest = await createGuest(t.db, scene.hotel.id);
    const ours = await createBooking(t.app, scene.token, scene.hotel.id, {
      roomType: scene.roomType.id,
      room: scene.room101.id,
      mainGuest: guest.id,
      arrival: day(30),
      departure: day(32),
    });
    // The outbound job has claimed the send and POSTed; its answer (the id) is not stored yet.
    await t.database.sql.executeSql(`DELETE FROM pgboss.job WHERE name = $1`, [SMOOBU_PUSH_QUEUE]);
    await t.db.insert(channelReservations).values({
      hotelId: scene.hotel.id,
      channel: 'smoobu',
      direction: 'outbound',
      bookingId: ours._id,
      state: 'sending',
    });
    const echo = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(30),
      departure: day(32),
      channelId: 70,
      firstName: 'Echo',
      lastName: 'Ours',
      notice: `PMS #${ours.number}`,
    });
    await delivered(scene, 'newReservation', echo.id);
    const stored = await bookingsOf(scene.hotel.id);
    expect(stored.map((booking) => booking.id)).toEqual([ours._id]);
    expect(stored[0]!.channelConflict).toBe(false);
    expect(await mirrorOf(scene.hotel.id, echo.id)).toBeUndefined();
  });

  it('changes nothing for a deleted reservation it never had', async () => {
    const scene = await enabledScene();
    await delivered(scene, 'deleteReservation', 987654, { id: 987654 });
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
    expect(await mirrorOf(scene.hotel.id, 987654)).toBeUndefined();
  });

  it('stores a blocked period as a block without a guest', async () => {
    const scene = await enabledScene();
    const block = fake.addBlock({
      apartmentId: scene.bergblick.id,
      arrival: day(50),
      departure: day(55),
    });
    await delivered(scene, 'newReservation', block.id);
    const [row] = await bookingsOf(scene.hotel.id);
    expect(row).toMatchObject({ kind: 'block', roomId: scene.room102.id, mainGuestId: null });
  });

  it('lists a reservation of an unmapped apartment instead of booking it', async () => {
    const scene = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.unmapped.id,
      arrival: day(60),
      departure: day(62),
      channelId: BOOKING_COM,
    });
    await delivered(scene, 'newReservation', reservation.id);
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
    expect(await mirrorOf(scene.hotel.id, reservation.id)).toMatchObject({
      state: 'unmapped',
      channelUnit: scene.unmapped.name,
    });
  });

  it('keeps an overlapping reservation as an unassigned conflict, losing neither booking', async () => {
    const scene = await enabledScene();
    const guest = await createGuest(t.db, scene.hotel.id);
    const desk = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: scene.headers,
      payload: {
        roomType: scene.roomType.id,
        room: scene.room101.id,
        arrival: day(70),
        departure: day(73),
        mainGuest: guest.id,
      },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(71),
      departure: day(74),
      channelId: BOOKING_COM,
    });
    await delivered(scene, 'newReservation', reservation.id);
    const rows = await bookingsOf(scene.hotel.id);
    expect(rows).toHaveLength(2);
    const channelBooking = rows.find((row) => row.externalId === String(reservation.id));
    expect(channelBooking).toMatchObject({ channelConflict: true, roomId: null });
    expect(rows.find((row) => row.id === desk.json()._id)!.roomId).toBe(scene.room101.id);
    expect((await mirrorOf(scene.hotel.id, reservation.id))!.state).toBe('conflict');
  });

  it('ignores reservations of a channel set to be ignored', async () => {
    const scene = await enabledScene();
    await scene.call('PUT', '/api/plugin/smoobu/channels', {
      channels: [{ id: String(BOOKING_COM), name: 'Booking.com', display: 'ignore' }],
      smoobu_channel_id: '70',
    });
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(80),
      departure: day(82),
      channelId: BOOKING_COM,
    });
    await delivered(scene, 'newReservation', reservation.id);
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
  });

  it('answers 404 for an unknown token and for a hotel with Smoobu off, changing nothing', async () => {
    const scene = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(90),
      departure: day(92),
      channelId: BOOKING_COM,
    });
    const unknown = await deliver(
      `http://x/api/channel/smoobu/webhook/${'A'.repeat(43)}`,
      'newReservation',
      reservation.id,
    );
    expect(unknown.statusCode).toBe(404);
    await scene.call('PUT', '/api/plugin/smoobu', { enabled: false });
    const off = await deliver(scene.webhookUrl, 'newReservation', reservation.id);
    expect(off.statusCode).toBe(404);
    await t.runJobs();
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
  });

  it('books into the token’s own hotel only: another hotel’s token maps by that hotel', async () => {
    const scene = await enabledScene();
    const other = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.seeblick.id,
      arrival: day(100),
      departure: day(102),
      channelId: BOOKING_COM,
    });
    await delivered(other, 'newReservation', reservation.id);
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
    expect(await bookingsOf(other.hotel.id)).toEqual([]);
    expect((await mirrorOf(other.hotel.id, reservation.id))!.state).toBe('unmapped');
  });

  it('takes the webhook while Smoobu is down, and applies it once Smoobu answers again', async () => {
    const scene = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.bergblick.id,
      arrival: day(120),
      departure: day(121),
      channelId: BOOKING_COM,
    });
    // Every try of the client (a first call and its retries) gets a 503.
    fake.failNext(503, 4);
    await delivered(scene, 'newReservation', reservation.id);
    expect(await bookingsOf(scene.hotel.id)).toEqual([]);
    await t.runJobs({ includeDelayed: true });
    expect((await bookingsOf(scene.hotel.id)).map((row) => row.externalId)).toEqual([
      String(reservation.id),
    ]);
  }, 20_000);

  it('refuses a body larger than 256 KB', async () => {
    const scene = await enabledScene();
    const response = await t.app.inject({
      method: 'POST',
      url: new URL(scene.webhookUrl).pathname,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        action: 'newReservation',
        data: { id: 1, notice: 'x'.repeat(300_000) },
      }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a body without an action, and answers other actions without doing anything', async () => {
    const scene = await enabledScene();
    const path = new URL(scene.webhookUrl).pathname;
    const bad = await t.app.inject({ method: 'POST', url: path, payload: { data: { id: 1 } } });
    expect(bad.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: path,
      payload: { action: 'updateRates', data: {} },
    });
    expect(other.json()).toEqual({ received: true, queued: false });
  });
});

describe('the safety-net pull', () => {
  it('a forced sync pulls a reservation made at Smoobu that no webhook announced', async () => {
    const scene = await enabledScene();
    const reservation = fake.addReservation({
      apartmentId: scene.bergblick.id,
      arrival: day(110),
      departure: day(113),
      channelId: BOOKING_COM,
    });
    const forced = await t.app.inject({
      method: 'PUT',
      url: '/api/hotel/sync',
      headers: scene.headers,
    });
    expect(forced.statusCode).toBe(202);
    await t.runJobs();
    const rows = await bookingsOf(scene.hotel.id);
    expect(rows.map((row) => [row.externalId, row.roomId])).toEqual([
      [String(reservation.id), scene.room102.id],
    ]);
    const status = await scene.call('GET', '/api/hotel/sync');
    const smoobu = status.channels.find((entry: { channel: string }) => entry.channel === 'smoobu');
    expect(smoobu.lastJob).toMatchObject({ status: 'succeeded', counts: { created: 1 } });

    // The next pull asks only for what changed since, and follows the change.
    fake.modifyReservation(reservation.id, { departure: day(115) });
    await t.app.inject({ method: 'PUT', url: '/api/hotel/sync', headers: scene.headers });
    await t.runJobs();
    expect((await bookingsOf(scene.hotel.id))[0]!.departure).toBe(day(115));
    const pulls = fake.requests.filter((request) => request.path.startsWith('/api/reservations?'));
    expect(pulls.at(-1)!.path).toContain('modifiedFrom');
  });

  it('the 15-minute sweep queues a scheduled pull for every hotel with Smoobu on', async () => {
    const on = await enabledScene();
    const off = await smoobuHotelScene(t, fake, { enable: false });
    await t.app.jobs.send(SMOOBU_PULL_SWEEP_QUEUE, {});
    await t.runJobs();
    const scheduled = await t.db
      .select()
      .from(syncJobs)
      .where(and(eq(syncJobs.trigger, 'schedule'), eq(syncJobs.channel, 'smoobu')));
    const hotelsPulled = scheduled.map((job) => job.hotelId);
    expect(hotelsPulled).toContain(on.hotel.id);
    expect(hotelsPulled).not.toContain(off.hotel.id);
    expect(scheduled.find((job) => job.hotelId === on.hotel.id)!.status).toBe('succeeded');
  });
});
