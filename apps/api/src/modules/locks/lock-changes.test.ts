import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lock, LockList } from '@hotel/shared/contracts/locks';
import type { BookingStatus } from '@hotel/shared/booking-status';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { hotels, type HotelSettingRow } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { bearer, createOwnedHotel, createUser, loginAs } from '../../test/factories';
import { createBooking } from '../../test/payment-factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LOCK_SYNC_QUEUE } from '../lock-access';
import { locksScene } from './locks-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('lock validation', () => {
  it('refuses bad locks in the request’s language and changes nothing', async () => {
    const scene = await locksScene(t);
    const [room101] = scene.rooms;
    const door = await scene.createLock({
      name: 'Room 101',
      providerId: 'sim-101',
      roomId: room101!.id,
    });
    await scene.createLock({ name: 'Entrance', providerId: 'sim-entrance', shared: true });
    const other = await createOwnedHotel(t.app, t.db);
    const foreignRoom = await roomOfAnotherHotel(other);

    const attempt = async (language: 'en' | 'de', method: 'POST' | 'PUT', payload: object) => {
      const response = await scene.call(
        method,
        `/api/lock${method === 'PUT' ? `/${door._id}` : ''}`,
        {
          headers: { ...bearer(scene.token, scene.hotel.id), 'accept-language': language },
          payload,
        },
      );
      return { status: response.statusCode, body: response.json() };
    };
    const cases = [
      {
        payload: { providerId: 'sim-9' },
        status: 400,
        issue: 'name',
        en: 'Please enter a name for the lock',
        de: 'Bitte einen Namen für das Schloss eingeben',
      },
      {
        payload: { name: 'Hall', providerId: 'sim-9', shared: true, roomId: room101!.id },
        status: 400,
        issue: 'roomId',
        en: 'A shared lock (entrance or common door) does not belong to a room',
        de: 'Ein gemeinsames Schloss (Eingang oder Gemeinschaftstür) gehört zu keinem Zimmer',
      },
      {
        payload: { name: 'Hall', providerId: 'sim-9', roomId: foreignRoom },
        status: 400,
        issue: 'roomId',
        en: 'Room not found',
        de: 'Zimmer nicht gefunden',
      },
      {
        payload: { name: 'Hall', providerId: 'sim-entrance' },
        status: 409,
        en: 'Another lock already has the provider id sim-entrance',
        de: 'Ein anderes Schloss hat bereits die Anbieter-ID sim-entrance',
      },
    ];
    for (const method of ['POST', 'PUT'] as const) {
      for (const expected of cases) {
        for (const language of ['en', 'de'] as const) {
          const { status, body } = await attempt(language, method, expected.payload);
          expect(status, `${method} ${JSON.stringify(expected.payload)}`).toBe(expected.status);
          const message = expected.issue
            ? body.issues.find((issue: { path: string }) => issue.path === expected.issue)?.message
            : body.message;
          expect(message).toBe(expected[language]);
        }
      }
    }
    // A room has one lock: a second one for it names the room and the lock it has.
    const roomTaken = await attempt('en', 'POST', {
      name: 'Room 101 spare',
      providerId: 'sim-102',
      roomId: room101!.id,
    });
    expect(roomTaken).toMatchObject({
      status: 409,
      body: { message: 'Room 101 already has a lock (Room 101)' },
    });
    expect(
      (await attempt('de', 'POST', { name: 'X', providerId: 'y', roomId: room101!.id })).body,
    ).toMatchObject({ message: 'Zimmer 101 hat bereits ein Schloss (Room 101)' });
    // The lock may keep its own room and provider id.
    const kept = await attempt('en', 'PUT', {
      name: 'Room 101 door',
      providerId: 'sim-101',
      roomId: room101!.id,
    });
    expect(kept).toMatchObject({ status: 200, body: { name: 'Room 101 door' } });

    const list = (await scene.call('GET', '/api/lock')).json<LockList>();
    expect(list.shared.map((lock) => lock.name)).toEqual(['Entrance']);
    expect(list.rooms).toEqual([{ ...door, name: 'Room 101 door' } satisfies Lock]);
  });
});

/** A room of another hotel (its owner's scene). */
async function roomOfAnotherHotel(owned: Awaited<ReturnType<typeof createOwnedHotel>>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/room_type',
    headers: bearer(owned.token, owned.hotel.id),
    payload: { name: 'Single', shortCode: 'EZ', baseOccupancy: 1, basePrice: 5000 },
  });
  const room = await t.app.inject({
    method: 'POST',
    url: '/api/room',
    headers: bearer(owned.token, owned.hotel.id),
    payload: { number: '1', roomType: response.json()._id },
  });
  return room.json<{ _id: string }>()._id;
}

describe('lock changes and the stays’ grants', () => {
  it('resyncs the stays a lock reaches before and after a change, nothing else', async () => {
    const scene = await locksScene(t);
    const [room101, room102, room103] = scene.rooms;
    const today = todayIn('Europe/Berlin');
    const guest = await createGuest(t.db, scene.hotel.id);
    let created = 0;
    const stay = async (
      roomId: string,
      status: BookingStatus,
      arrival: string,
      departure: string,
    ) => {
      const booking = await createBooking(t.app, scene.token, scene.hotel.id, {
        roomType: scene.roomType.id,
        room: roomId,
        mainGuest: guest.id,
        // Far ahead and apart first; then the dates (and status) the case needs.
        arrival: addDays(today, 100 + 3 * created),
        departure: addDays(today, 101 + 3 * created++),
      });
      await t.db
        .update(bookings)
        .set({ status, arrival, departure })
        .where(eq(bookings.id, booking._id));
      return booking._id;
    };
    const future = await stay(room101!.id, 'pending', addDays(today, 30), addDays(today, 32));
    const leavingToday = await stay(room102!.id, 'checked_in', addDays(today, -2), today);
    // Not confirmed, already gone, or canceled: no grant to redo.
    await stay(room101!.id, 'new', addDays(today, 40), addDays(today, 41));
    await stay(room101!.id, 'pending', addDays(today, -3), addDays(today, -1));
    await stay(room102!.id, 'canceled', addDays(today, 5), addDays(today, 6));
    const elsewhere = await stay(room103!.id, 'pending', addDays(today, 1), addDays(today, 3));

    const lock = await scene.createLock({
      name: 'Door',
      providerId: 'sim-101',
      roomId: room101!.id,
    });
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([future].sort());

    const put = (payload: object) =>
      scene.call('PUT', `/api/lock/${lock._id}`, {
        payload: { providerId: 'sim-101', ...payload },
      });
    expect((await put({ name: 'Door 101', roomId: room101!.id })).statusCode).toBe(200);
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([]);

    expect((await put({ name: 'Door', roomId: room102!.id })).statusCode).toBe(200);
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([future, leavingToday].sort());

    // An entrance serves every stay, so does one that stops being an entrance.
    expect((await put({ name: 'Door', shared: true })).statusCode).toBe(200);
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([future, leavingToday, elsewhere].sort());
    await scene.createLock({ name: 'Unplaced', providerId: 'sim-103' });
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([]);

    // A refused change sends nothing.
    expect((await put({ name: 'Door', providerId: 'sim-103' })).statusCode).toBe(409);
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([]);
  });
});

describe('hotel-wide changes and the stays’ grants', () => {
  it('resyncs every current stay when access settings or the lock provider change', async () => {
    const scene = await locksScene(t);
    const [room101, room102] = scene.rooms;
    const today = todayIn('Europe/Berlin');
    const guest = await createGuest(t.db, scene.hotel.id);
    const confirmed = async (roomId: string, from: number) => {
      const booking = await createBooking(t.app, scene.token, scene.hotel.id, {
        roomType: scene.roomType.id,
        room: roomId,
        mainGuest: guest.id,
        arrival: addDays(today, from),
        departure: addDays(today, from + 2),
      });
      await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, booking._id));
      return booking._id;
    };
    const stays = [await confirmed(room101!.id, 3), await confirmed(room102!.id, 5)].sort();
    await takeSyncJobs(scene.hotel.id);

    const [row] = await t.db.select().from(hotels).where(eq(hotels.id, scene.hotel.id));
    const putHotel = (name: string, setting: HotelSettingRow) =>
      scene.call('PUT', '/api/hotel/', {
        payload: { _id: row!.id, name, contact: row!.contact, setting },
      });
    // A new name moves no door window.
    expect((await putHotel('Renamed', row!.setting)).statusCode).toBe(200);
    expect(await takeSyncJobs(scene.hotel.id)).toEqual([]);
    // A later check-in time moves every window; switching the entrance reaches every stay.
    expect((await putHotel('Renamed', { ...row!.setting, checkInTime: '16:00' })).statusCode).toBe(
      200,
    );
    expect(await takeSyncJobs(scene.hotel.id)).toEqual(stays);
    const entrance = {
      ...row!.setting,
      checkInTime: '16:00',
      additional_entrance: !row!.setting.additional_entrance,
    };
    expect((await putHotel('Renamed', entrance)).statusCode).toBe(200);
    expect(await takeSyncJobs(scene.hotel.id)).toEqual(stays);

    // Another provider holds none of the codes yet.
    const admin = await loginAs(t.app, await createUser(t.db, { superAdmin: true }));
    const saveLockSettings = async (payload: object) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/hotel/${scene.hotel.id}/lock_settings`,
        headers: bearer(admin),
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return takeSyncJobs(scene.hotel.id);
    };
    expect(await saveLockSettings({ hardware: 'nuki' })).toEqual(stays);
    // Saving what is stored reaches no stay; a new account, its username or a secret does.
    expect(await saveLockSettings({ hardware: 'nuki' })).toEqual([]);
    expect(await saveLockSettings({ hardware: 'nuki', nuki: { apiToken: 'nuki-token' } })).toEqual(
      stays,
    );
    const account = { endpoint: 'https://bw.example/soap', username: 'sonne', password: 'pw' };
    expect(await saveLockSettings({ hardware: 'nuki', bwOnline: account })).toEqual(stays);
    const { password: _kept, ...sameAccount } = account;
    expect(await saveLockSettings({ hardware: 'nuki', bwOnline: sameAccount })).toEqual([]);
    expect(
      await saveLockSettings({ hardware: 'nuki', bwOnline: { ...account, username: 'mond' } }),
    ).toEqual(stays);
  });
});

/** The bookings the lock sync jobs of the hotel were sent for (sorted), taken off the queue. */
async function takeSyncJobs(hotelId: string) {
  const { rows } = await t.database.sql.executeSql(
    `DELETE FROM pgboss.job WHERE name = $1 AND data->>'hotelId' = $2 RETURNING data`,
    [LOCK_SYNC_QUEUE, hotelId],
  );
  return (rows as { data: { bookingId: string } }[]).map((row) => row.data.bookingId).sort();
}
