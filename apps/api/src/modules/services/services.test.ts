import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createMember, createUser, loginAs, createOwnedHotel } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownerWithHotel = () => createOwnedHotel(t.app, t.db);

const breakfast = {
  name: 'Breakfast',
  description: 'Buffet',
  price: 1450,
  charge: 'per_person_per_night',
};

describe('services', () => {
  it('creates, lists, filters, reads, replaces and deletes a service', async () => {
    const { hotel, token } = await ownerWithHotel();
    const headers = bearer(token, hotel.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers,
      payload: breakfast,
    });
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({ ...breakfast, active: true });

    await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers,
      payload: { name: 'Parking', price: 0, charge: 'per_night', active: false },
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/service', headers });
    expect(all.json().map((s: { name: string }) => s.name)).toEqual(['Breakfast', 'Parking']);
    const active = await t.app.inject({ method: 'GET', url: '/api/service?active=true', headers });
    expect(active.json().map((s: { name: string }) => s.name)).toEqual(['Breakfast']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/service/${service._id}`,
      headers,
      payload: { ...breakfast, price: 1599 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().price).toBe(1599);
    const one = await t.app.inject({ method: 'GET', url: `/api/service/${service._id}`, headers });
    expect(one.json().price).toBe(1599);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/service/${service._id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/service/${service._id}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('rejects bad input with translated field messages and writes nothing', async () => {
    const { hotel, token } = await ownerWithHotel();
    const headers = { ...bearer(token, hotel.id), 'accept-language': 'en' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers,
      payload: { name: ' ', price: 12.5, charge: 'weekly' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'Service name is required' }),
        expect.objectContaining({ path: 'price', message: 'Please enter an amount, e.g. 12.50' }),
        expect.objectContaining({ path: 'charge' }),
      ]),
    );
    const negative = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers,
      payload: { name: 'X', price: -1 },
    });
    expect(negative.json().issues[0].message).toBe('The amount cannot be negative');
    const list = await t.app.inject({ method: 'GET', url: '/api/service', headers });
    expect(list.json()).toEqual([]);
  });

  it('needs manageHotel; members without it get the spec text, super admins may', async () => {
    const { hotel, token } = await ownerWithHotel();
    const manager = await createMember(t.db, hotel.id, ['manageHotel']);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']);
    const outsider = await createUser(t.db);
    const admin = await createUser(t.db, { superAdmin: true });
    const call = async (userToken: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/service',
        headers: { ...bearer(userToken, hotel.id), 'accept-language': 'en' },
        payload: breakfast,
      });
    expect((await call(token)).statusCode).toBe(201);
    expect((await call(await loginAs(t.app, manager))).statusCode).toBe(201);
    expect((await call(await loginAs(t.app, admin))).statusCode).toBe(201);
    const denied = await call(await loginAs(t.app, viewer));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'You are not allowed to manage the hotel. Please ask the owner of the hotel for access.',
    );
    const stranger = await call(await loginAs(t.app, outsider));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('User is not a member of the hotel');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/service' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows or touches another hotel's services", async () => {
    const mine = await ownerWithHotel();
    const theirs = await ownerWithHotel();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/service',
      headers: bearer(theirs.token, theirs.hotel.id),
      payload: breakfast,
    });
    const id = foreign.json()._id;
    const headers = bearer(mine.token, mine.hotel.id);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/service/${id}`, headers });
      expect(response.statusCode).toBe(404);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/service/${id}`,
      headers,
      payload: breakfast,
    });
    expect(put.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/service', headers });
    expect(list.json()).toEqual([]);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/service/${id}`,
      headers: bearer(theirs.token, theirs.hotel.id),
    });
    expect(still.json().name).toBe('Breakfast');
  });
});
