import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema, apiKeySchema } from '@hotel/shared/contracts/api-keys';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keysCall = (
  token: string,
  hotelId: string,
  method: 'GET' | 'POST' | 'DELETE',
  options: { id?: string; payload?: object } = {},
) =>
  t.app.inject({
    method,
    url: `/api/plugin/api/keys${options.id ? `/${options.id}` : ''}`,
    headers: bearerEn(token, hotelId),
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('/api/plugin/api/keys', () => {
  it('creates a key shown once, lists it without the key, and revokes it', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const created = await keysCall(token, hotel.id, 'POST', {
      payload: { name: 'Website', permissions: ['bookings.read', 'guests'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().permissions).toEqual(['bookings.read', 'guests']);
    const { key, ...summary } = apiKeyCreatedSchema.parse(created.json());

    const list = await keysCall(token, hotel.id, 'GET');
    expect(list.json()).toEqual([apiKeySchema.parse(summary)]);
    expect(list.body).not.toContain(key);

    const rooms = await t.app.inject({
      method: 'GET',
      url: '/api/v1/room',
      headers: bearerEn(key, hotel.id),
    });
    expect(rooms.statusCode).toBe(200);
    // A key never manages keys, so it cannot widen its own access.
    expect((await keysCall(key, hotel.id, 'GET')).statusCode).toBe(403);

    expect((await keysCall(token, hotel.id, 'DELETE', { id: summary.id })).statusCode).toBe(204);
    const afterRevoke = await t.app.inject({
      method: 'GET',
      url: '/api/v1/room',
      headers: bearerEn(key, hotel.id),
    });
    expect(afterRevoke.statusCode).toBe(401);
    expect((await keysCall(token, hotel.id, 'DELETE', { id: summary.id })).statusCode).toBe(404);
  });

  it('needs manageHotel and a name', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']);
    const memberToken = await loginAs(t.app, member);
    expect((await keysCall(memberToken, hotel.id, 'GET')).statusCode).toBe(403);
    const unnamed = await keysCall(token, hotel.id, 'POST', { payload: { permissions: [] } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().issues).toEqual([
      expect.objectContaining({ path: 'name', message: 'Name is required' }),
      expect.objectContaining({
        path: 'permissions',
        message: 'Please choose at least one permission',
      }),
    ]);
    // Staff permissions are not key permissions: refused, and no key is made.
    const staffPermission = await keysCall(token, hotel.id, 'POST', {
      payload: { name: 'Old', permissions: ['manageHotel'] },
    });
    expect(staffPermission.statusCode).toBe(400);
    expect(staffPermission.json().issues).toEqual([
      expect.objectContaining({ path: 'permissions.0' }),
    ]);
    expect((await keysCall(token, hotel.id, 'GET')).json()).toEqual([]);
  });
});
