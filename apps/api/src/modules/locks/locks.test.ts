import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lock, LockList } from '@hotel/shared/contracts/locks';
import { hotels } from '../../db/schema';
import { locks } from '../../db/schema-locks';
import { signGuestToken } from '../../lib/tokens';
import { bearer, bearerEn, createOwnedHotel, createUser, loginAs } from '../../test/factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { locksScene } from './locks-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = (list: Lock[]) => list.map((lock) => lock.name);

describe('GET /api/lock', () => {
  it('lists the locks of the hotel’s hardware, shared apart from room locks, sorted', async () => {
    const scene = await locksScene(t);
    const [room101, room102] = scene.rooms;
    await scene.createLock({ name: 'Side door', providerId: 'sim-side', shared: true });
    await scene.createLock({ name: 'Entrance', providerId: 'sim-entrance', shared: true });
    await scene.createLock({ name: 'Room 10', providerId: 'a-10', roomId: room102!.id });
    await scene.createLock({ name: 'Room 9', providerId: 'b-9', roomId: room101!.id });
    // A Nuki lock left over from other hardware is no door of this bwOnline hotel.
    await t.db.insert(locks).values({
      hotelId: scene.hotel.id,
      name: 'Old Nuki',
      hardware: 'nuki',
      providerId: '17',
      shared: true,
    });

    const list = async (query = '') => {
      const response = await scene.call('GET', `/api/lock${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<LockList>();
    };
    const byName = await list();
    expect(byName).toMatchObject({ hardware: 'bwOnline', provider: 'simulator' });
    expect(names(byName.shared)).toEqual(['Entrance', 'Side door']);
    // Natural order: 9 before 10.
    expect(names(byName.rooms)).toEqual(['Room 9', 'Room 10']);
    expect(byName.rooms[0]).toMatchObject({
      hardware: 'bwOnline',
      providerId: 'b-9',
      shared: false,
      room: { _id: room101!.id, number: '101' },
    });
    expect(byName.shared[0]!.room).toBeNull();

    const descending = await list('?sortOrder=desc');
    expect(names(descending.rooms)).toEqual(['Room 10', 'Room 9']);
    const byProviderId = await list('?sortProp=providerId');
    expect(names(byProviderId.rooms)).toEqual(['Room 10', 'Room 9']);
    expect(names(byProviderId.shared)).toEqual(['Entrance', 'Side door']);

    const invalid = await scene.call('GET', '/api/lock?sortProp=hardware');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues[0].path).toBe('sortProp');
  });
});

describe('lock permissions', () => {
  it('lets viewBookings read, manageBookings change and open, nobody else in', async () => {
    const scene = await locksScene(t);
    const entrance = await scene.createLock({
      name: 'Entrance',
      providerId: 'sim-entrance',
      shared: true,
    });
    const viewer = await scene.memberHeaders(['viewBookings']);
    const manager = await scene.memberHeaders(['manageBookings']);
    const lockUrl = `/api/lock/${entrance._id}`;
    const asViewer = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      scene.call(method, url, { headers: viewer, payload });

    expect((await asViewer('GET', '/api/lock')).statusCode).toBe(200);
    expect((await asViewer('GET', lockUrl)).json()).toMatchObject({ name: 'Entrance' });
    expect((await asViewer('GET', '/api/lock/openings')).statusCode).toBe(200);
    expect((await asViewer('GET', '/api/lock/simulator')).json()).toEqual({ failing: false });
    const input = { name: 'Back door', providerId: 'sim-102', shared: true };
    const refused = [
      await asViewer('GET', `${lockUrl}/open`),
      await asViewer('POST', '/api/lock', input),
      await asViewer('PUT', lockUrl, input),
      await asViewer('GET', '/api/lock/provider_locks'),
      await asViewer('PUT', '/api/lock/simulator', { failing: true }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0]!.json().code).toBe('FORBIDDEN');

    const asManager = (method: 'GET' | 'POST', url: string, payload?: object) =>
      scene.call(method, url, { headers: manager, payload });
    expect((await asManager('GET', '/api/lock')).statusCode).toBe(200);
    expect((await asManager('GET', `${lockUrl}/open`)).json()).toMatchObject({ opened: true });
    expect((await asManager('POST', '/api/lock', input)).statusCode).toBe(201);
    expect((await asManager('GET', '/api/lock/provider_locks')).statusCode).toBe(200);

    // Nothing the viewer tried was recorded or changed.
    const openings = (await scene.call('GET', '/api/lock/openings')).json();
    expect(openings.openings).toHaveLength(1);
    const list = (await scene.call('GET', '/api/lock')).json<LockList>();
    expect(names(list.shared)).toEqual(['Back door', 'Entrance']);
  });

  it('keeps another hotel’s staff, guests and callers without a token out', async () => {
    const scene = await locksScene(t);
    const entrance = await scene.createLock({
      name: 'Entrance',
      providerId: 'sim-entrance',
      shared: true,
    });
    const lockUrl = `/api/lock/${entrance._id}`;
    const other = await createOwnedHotel(t.app, t.db);
    // Their own hotel named: our lock is not one of theirs.
    const ownHotel = bearerEn(other.token, other.hotel.id);
    for (const [method, url] of [
      ['GET', lockUrl],
      ['GET', `${lockUrl}/open`],
      ['PUT', lockUrl],
    ] as const) {
      const response = await scene.call(method, url, {
        headers: ownHotel,
        payload: method === 'PUT' ? { name: 'Mine', providerId: 'x' } : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Lock not found');
    }
    expect((await scene.call('GET', '/api/lock', { headers: ownHotel })).json()).toMatchObject({
      shared: [],
      rooms: [],
    });
    // Our hotel named: they are no member of it.
    const ourHotel = bearerEn(other.token, scene.hotel.id);
    expect((await scene.call('GET', '/api/lock', { headers: ourHotel })).statusCode).toBe(403);

    // A guest of this very hotel: the guest token opens doors only through the guest app.
    const guest = await createGuest(t.db, scene.hotel.id);
    await t.db
      .update(hotels)
      .set({ guestApp: { enabled: true, accent_color: 'amber', template_image: [] } })
      .where(eq(hotels.id, scene.hotel.id));
    const guestToken = signGuestToken(
      { hotelId: scene.hotel.id, guestId: guest.id },
      testConfig().jwtSecret,
    );
    const guestApp = await scene.call('GET', `/api/guest_app/${scene.hotel.id}/guest`, {
      headers: bearer(guestToken),
    });
    expect(guestApp.statusCode).toBe(200);
    const asGuest = bearer(guestToken, scene.hotel.id);
    expect((await scene.call('GET', '/api/lock', { headers: asGuest })).statusCode).toBe(401);
    const anonymous = { hotel: scene.hotel.id };
    expect((await scene.call('GET', '/api/lock', { headers: anonymous })).statusCode).toBe(401);
    expect((await scene.call('GET', `${lockUrl}/open`, { headers: anonymous })).statusCode).toBe(
      401,
    );
    const [unchanged] = await t.db.select().from(locks).where(eq(locks.id, entrance._id));
    expect(unchanged!.name).toBe('Entrance');
  });
});

describe('PUT /api/lock/simulator', () => {
  it('switches the simulator only while it answers for the hotel', async () => {
    const scene = await locksScene(t);
    const admin = await loginAs(t.app, await createUser(t.db, { superAdmin: true }));
    const useNuki = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/hotel/${scene.hotel.id}/lock_settings`,
      headers: bearer(admin),
      payload: { hardware: 'nuki', nuki: { apiToken: 'nuki-api-token-0123456789ab' } },
    });
    expect(useNuki.statusCode).toBe(200);
    const refused = await scene.call('PUT', '/api/lock/simulator', { payload: { failing: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Test mode is not active for this hotel’s locks');
    expect((await scene.call('GET', '/api/lock')).json().provider).toBe('nuki');
  });
});
