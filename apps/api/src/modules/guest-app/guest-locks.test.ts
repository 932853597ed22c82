import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import {
  addSimulatedLocks,
  setSimulatorFailing,
} from '../../adapters/locks/simulator-lock-provider';
import { bookingGuests, bookings } from '../../db/schema-bookings';
import {
  bookingAccess,
  lockGrants,
  lockOpenings,
  locks,
  simulatedLockEvents,
} from '../../db/schema-locks';
import { bearerEn } from '../../test/factories';
import { createBooking, postPayment } from '../../test/payment-factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOCK_SYNC_QUEUE } from '../lock-access';
import { guestAppScene } from './guest-app-test-scene';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const berlin = { timeZone: 'Europe/Berlin', checkInTime: '15:00', checkOutTime: '11:00' };

/**
 * A signed-in guest (Anna Weber) whose confirmed booking in room 1 runs from yesterday to
 * tomorrow (so its door window is open now), a simulated lock on rooms 1 and 2 and an entrance.
 */
async function doorScene(setting: Record<string, unknown> = {}) {
  const scene = await guestAppScene(t, {
    setting: { ...berlin, additional_entrance: true, ...setting },
  });
  const guestToken = await scene.signIn();
  const today = todayIn(berlin.timeZone);
  await t.db
    .update(bookings)
    .set({ arrival: addDays(today, -1), departure: addDays(today, 1) })
    .where(eq(bookings.id, scene.booking._id));
  const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearerEn(scene.token, scene.hotel.id),
      ...(payload ? { payload } : {}),
    });
  const confirmed = await staff('PUT', '/api/booking/status', {
    id: scene.booking._id,
    status: 'pending',
  });
  expect(confirmed.statusCode).toBe(200);
  await addSimulatedLocks(t.db, scene.hotel.id, [
    { providerId: 'sim-room-1', name: 'Room 1' },
    { providerId: 'sim-room-2', name: 'Room 2' },
    { providerId: 'sim-entrance', name: 'Main entrance' },
  ]);
  const base = { hotelId: scene.hotel.id, hardware: 'bwOnline' as const };
  const [room1, room2, entrance] = await t.db
    .insert(locks)
    .values([
      { ...base, name: 'Room 1', providerId: 'sim-room-1', roomId: scene.rooms[0]!.id },
      { ...base, name: 'Room 2', providerId: 'sim-room-2', roomId: scene.rooms[1]!.id },
      { ...base, name: 'Main entrance', providerId: 'sim-entrance', shared: true },
    ])
    .returning();
  const bookingId = scene.booking._id;
  const asGuest = { token: guestToken };
  const openRoom = (lockId: string, booking = bookingId, language = 'en') =>
    scene.call('GET', `lock/${lockId}?booking=${booking}`, { ...asGuest, language });
  const openEntrance = (lockId: string, booking = bookingId) =>
    scene.call('GET', `entrance_lock/${lockId}?booking=${booking}`, asGuest);
  const guestBooking = async () =>
    (await scene.call('GET', `bookings/${bookingId}`, asGuest)).json<GuestBooking>();
  const switchTo = (method: string) =>
    scene.call('PUT', `bookings/${bookingId}/switch_access_method`, {
      ...asGuest,
      payload: { method },
    });
  const opensAt = (providerId: string) =>
    t.db
      .select()
      .from(simulatedLockEvents)
      .where(
        and(
          eq(simulatedLockEvents.hotelId, scene.hotel.id),
          eq(simulatedLockEvents.providerId, providerId),
          eq(simulatedLockEvents.action, 'open'),
        ),
      );
  return {
    ...scene,
    guestToken,
    today,
    staff,
    room1: room1!,
    room2: room2!,
    entrance: entrance!,
    openRoom,
    openEntrance,
    guestBooking,
    switchTo,
    opensAt,
  };
}

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  statusCode: response.statusCode,
  ...(response.json() as { code: string; message: string }),
});

describe('GET …/lock/:id (the guest opens their room)', () => {
  it('opens the room inside the window and records the guest as who opened it', async () => {
    const s = await doorScene();
    const response = await s.openRoom(s.room1.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ opened: true });
    expect(await s.opensAt('sim-room-1')).toHaveLength(1);
    const openings = await t.db
      .select()
      .from(lockOpenings)
      .where(eq(lockOpenings.lockId, s.room1.id));
    expect(openings).toEqual([
      expect.objectContaining({
        actorKind: 'guest',
        actorId: s.guest.id,
        actorName: 'Anna Weber',
        bookingId: s.booking._id,
        outcome: 'opened',
      }),
    ]);
    const booking = await s.guestBooking();
    expect(booking.access).toMatchObject({
      state: 'access_allowed',
      reason: null,
      doors: [
        { _id: s.room1.id, name: 'Room 1', kind: 'room' },
        { _id: s.entrance.id, name: 'Main entrance', kind: 'entrance' },
      ],
      entranceCode: null,
    });
    expect(booking.accessMethod).toBe('code');
    expect(booking.accessCode).toMatch(/^\d{6}$/);
  });

  it('before the window says from when, in the hotel’s time and the guest’s language', async () => {
    const s = await doorScene();
    await t.db
      .update(bookings)
      .set({ arrival: '2031-05-01', departure: '2031-05-03' })
      .where(eq(bookings.id, s.booking._id));
    expect(refusal(await s.openRoom(s.room1.id))).toMatchObject({
      statusCode: 403,
      code: 'LOCK_ACCESS_DENIED',
      message: 'Your doors open from 01/05/2031, 15:00',
    });
    expect((await s.openRoom(s.room1.id, s.booking._id, 'de')).json().message).toBe(
      'Ihre Türen öffnen sich ab 01.05.2031, 15:00',
    );
    expect(await s.opensAt('sim-room-1')).toHaveLength(0);
    const booking = await s.guestBooking();
    expect(booking.access).toMatchObject({
      state: 'pending',
      window: { from: '2031-05-01T13:00:00.000Z', until: '2031-05-03T09:00:00.000Z' },
    });
    expect(booking.access.doors).toHaveLength(2);
  });

  it('refuses another room’s lock, an unknown lock and a room lock called as entrance', async () => {
    const s = await doorScene();
    for (const response of [
      await s.openRoom(s.room2.id),
      await s.openRoom('00000000-0000-4000-8000-000000000000'),
      await s.openEntrance(s.room1.id),
      await s.openRoom(s.entrance.id),
    ]) {
      expect(refusal(response)).toMatchObject({
        statusCode: 403,
        code: 'LOCK_ACCESS_DENIED',
        message: 'This door is not part of your stay',
      });
    }
    expect(await s.opensAt('sim-room-2')).toHaveLength(0);
  });

  it('answers 404 for another guest’s booking, and needs the guest token', async () => {
    const s = await doorScene();
    const stranger = await createGuest(t.db, s.hotel.id);
    const theirs = await createBooking(t.app, s.token, s.hotel.id, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      mainGuest: stranger.id,
    });
    const response = await s.openRoom(s.room2.id, theirs._id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Booking not found');
    expect((await s.call('GET', `lock/${s.room1.id}?booking=${s.booking._id}`)).statusCode).toBe(
      401,
    );
    // A staff token is no guest token (the guest app's rule for every guest call).
    const asStaff = await s.call('GET', `lock/${s.room1.id}?booking=${s.booking._id}`, {
      token: s.token,
    });
    expect(asStaff.statusCode).toBe(403);
    expect(await s.opensAt('sim-room-1')).toHaveLength(0);
    expect((await s.openRoom(s.room1.id, 'not-an-id')).statusCode).toBe(400);
  });

  it('a co-guest opens the room of the booking they are on', async () => {
    const s = await doorScene();
    const host = await createGuest(t.db, s.hotel.id);
    await t.db.update(bookings).set({ mainGuestId: host.id }).where(eq(bookings.id, s.booking._id));
    await t.db.insert(bookingGuests).values({ bookingId: s.booking._id, guestId: host.id });
    expect((await s.openRoom(s.room1.id)).statusCode).toBe(200);
  });

  it('refuses while a payment that grants access is open, and once the stay is canceled', async () => {
    const s = await doorScene();
    const payment = await postPayment(t.app, s.token, s.hotel.id, {
      booking: s.booking._id,
      method: 'bank_transfer',
      amount: 5000,
      grantsRoomAccess: true,
    });
    expect(payment.statusCode).toBe(201);
    expect(refusal(await s.openRoom(s.room1.id))).toMatchObject({
      statusCode: 403,
      message: 'Please pay the open payment first; then the doors open',
    });
    const booking = await s.guestBooking();
    expect(booking.access).toMatchObject({ state: 'access_denied', reason: 'payment_open' });
    expect(booking.access.doors).toEqual([]);

    const canceled = await s.staff('PUT', '/api/booking/status', {
      id: s.booking._id,
      status: 'canceled',
    });
    expect(canceled.statusCode).toBe(200);
    expect(refusal(await s.openRoom(s.room1.id))).toMatchObject({
      statusCode: 403,
      message: 'This booking is canceled; the doors do not open for it',
    });
    expect(await s.opensAt('sim-room-1')).toHaveLength(0);
  });

  it('refuses a stay not confirmed yet and one waiting for self check-in', async () => {
    const s = await doorScene({ self_check_in: true });
    expect(refusal(await s.openRoom(s.room1.id))).toMatchObject({
      statusCode: 403,
      message: 'Please complete the self check-in first; then the doors open',
    });
    await t.db.update(bookings).set({ status: 'new' }).where(eq(bookings.id, s.booking._id));
    expect(refusal(await s.openRoom(s.room1.id))).toMatchObject({
      statusCode: 403,
      message: 'Your booking is not confirmed yet, so the doors do not open for it',
    });
  });

  it('answers 502 with the provider’s message when the lock fails, and records the try', async () => {
    const s = await doorScene();
    await setSimulatorFailing(t.db, s.hotel.id, true);
    const response = await s.openRoom(s.room1.id);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Simulated lock Room 1 does not answer (failure switched on)',
    );
    const [opening] = await t.db
      .select()
      .from(lockOpenings)
      .where(eq(lockOpenings.lockId, s.room1.id));
    expect(opening).toMatchObject({ outcome: 'failed', actorName: 'Anna Weber' });
  });
});

describe('GET …/entrance_lock/:id', () => {
  it('opens the entrance with additional_entrance, and not without', async () => {
    const s = await doorScene();
    expect((await s.openEntrance(s.entrance.id)).statusCode).toBe(200);
    expect(await s.opensAt('sim-entrance')).toHaveLength(1);

    const without = await doorScene({ additional_entrance: false });
    expect(refusal(await without.openEntrance(without.entrance.id))).toMatchObject({
      statusCode: 403,
      message: 'This door is not part of your stay',
    });
    expect((await without.guestBooking()).access.doors).toEqual([
      { _id: without.room1.id, name: 'Room 1', kind: 'room' },
    ]);
  });
});

describe('a booking moved to another room', () => {
  it('the old room refuses and the new one opens', async () => {
    const s = await doorScene();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, s.booking._id));
    const moved = await s.staff('PUT', `/api/booking/${s.booking._id}`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: row!.arrival,
      departure: row!.departure,
      mainGuest: s.guest.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(refusal(await s.openRoom(s.room1.id))).toMatchObject({
      statusCode: 403,
      message: 'This door is not part of your stay',
    });
    expect((await s.openRoom(s.room2.id)).statusCode).toBe(200);
    expect(await s.opensAt('sim-room-1')).toHaveLength(0);
    expect(await s.opensAt('sim-room-2')).toHaveLength(1);
    expect((await s.guestBooking()).access.doors[0]).toEqual({
      _id: s.room2.id,
      name: 'Room 2',
      kind: 'room',
    });
  });
});

describe('PUT …/switch_access_method', () => {
  async function syncJobs(bookingId: string) {
    const { rows } = await t.database.sql.executeSql(
      "SELECT data FROM pgboss.job WHERE name = $1 AND data->>'bookingId' = $2",
      [LOCK_SYNC_QUEUE, bookingId],
    );
    return rows as { data: unknown }[];
  }

  /** The codes the provider holds for the booking (as the lock sync recorded them). */
  async function grantsOf(bookingId: string) {
    const rows = await t.db.select().from(lockGrants).where(eq(lockGrants.bookingId, bookingId));
    return rows.map((row) => row.code);
  }

  it('switches to the app (the code no longer shows) and back, queuing the lock sync', async () => {
    const s = await doorScene();
    const toApp = await s.switchTo('app');
    expect(toApp.statusCode).toBe(200);
    expect(toApp.json<GuestBooking>()).toMatchObject({ accessMethod: 'app', accessCode: null });
    const [stored] = await t.db
      .select()
      .from(bookingAccess)
      .where(eq(bookingAccess.bookingId, s.booking._id));
    expect(stored).toMatchObject({ method: 'app', hotelId: s.hotel.id });
    expect((await syncJobs(s.booking._id)).map((job) => job.data)).toEqual([
      { hotelId: s.hotel.id, bookingId: s.booking._id },
    ]);
    // Doors still open from the app.
    expect((await s.openRoom(s.room1.id)).statusCode).toBe(200);

    // The same method again changes nothing and queues nothing.
    expect((await s.switchTo('app')).statusCode).toBe(200);
    expect(await syncJobs(s.booking._id)).toHaveLength(1);

    const back = await s.switchTo('code');
    expect(back.statusCode).toBe(200);
    expect(back.json<GuestBooking>().accessMethod).toBe('code');
    expect(back.json<GuestBooking>().accessCode).toMatch(/^\d{6}$/);
    expect(await syncJobs(s.booking._id)).toHaveLength(2);

    // The lock sync follows: the keypad knows the code, and forgets it once the guest opens
    // from the app instead.
    await t.runJobs();
    expect(new Set(await grantsOf(s.booking._id))).toEqual(
      new Set([back.json<GuestBooking>().accessCode]),
    );
    await s.switchTo('app');
    await t.runJobs();
    expect(await grantsOf(s.booking._id)).toEqual([]);
  });

  it('refuses the app without a door to open, a closed stay, and a bad body', async () => {
    const s = await doorScene();
    await t.db.delete(locks).where(eq(locks.hotelId, s.hotel.id));
    const refused = await s.switchTo('app');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This hotel has no doors that open from the app. Please use the access code.',
    );
    expect((await s.switchTo('code')).statusCode).toBe(200);
    expect((await s.switchTo('x')).statusCode).toBe(400);
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, s.booking._id));
    expect((await s.switchTo('code')).statusCode).toBe(409);
    expect(await syncJobs(s.booking._id)).toHaveLength(0);
  });
});
