import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearerEn as bearer,
  createMember,
  createUser,
  loginAs,
  createOwnedHotel,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownerWithHotel = () => createOwnedHotel(t.app, t.db);

describe('DELETE /api/hotel/{id}', () => {
  it('lets the owner delete the hotel with its groups and memberships; accounts stay', async () => {
    const { owner, hotel, token } = await ownerWithHotel();
    const member = await createMember(t.db, hotel.id, ['viewBookings']);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/hotel', headers: bearer(token) });
    expect(list.json()).toEqual([]);
    const memberMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(await loginAs(t.app, member)),
    });
    expect(memberMe.json().memberships).toEqual([]);
    await loginAs(t.app, owner);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses members (even with manageHotel) and outsiders; super admins may; unknown ids 404 for them', async () => {
    const { hotel } = await ownerWithHotel();
    const manager = await createMember(t.db, hotel.id, ['manageHotel']);
    const outsider = await createUser(t.db);
    const admin = await createUser(t.db, { superAdmin: true });
    const remove = async (user: { email: string; password: string }, id = hotel.id) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/hotel/${id}`,
        headers: bearer(await loginAs(t.app, user)),
      });
    const asManager = await remove(manager);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().message).toBe('Only the owner of the hotel can access this page.');
    const asOutsider = await remove(outsider);
    expect(asOutsider.statusCode).toBe(403);
    expect(asOutsider.json().message).toBe('User is not a member of the hotel');
    expect((await remove(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await remove(admin)).statusCode).toBe(204);
    const anonymous = await t.app.inject({ method: 'DELETE', url: `/api/hotel/${hotel.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
