import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroupSchema } from '@hotel/shared/contracts/user-groups';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearerEn as bearer,
  createHotel,
  createMember,
  createUser,
  loginAs,
  createOwnedHotel,
} from '../../test/factories';

/** English answers unless a test asks for German. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ownerWithHotel = () => createOwnedHotel(t.app, t.db);

async function createGroup(token: string, hotelId: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user_group',
    headers: bearer(token, hotelId),
    payload,
  });
}

describe('user groups CRUD', () => {
  it('creates, lists with member counts, reads, updates and deletes a group', async () => {
    const { hotel, token } = await ownerWithHotel();
    const created = await createGroup(token, hotel.id, {
      name: ' Reception ',
      permissions: ['manageHotel', 'viewBookings', 'viewBookings'],
    });
    expect(created.statusCode).toBe(201);
    const group = userGroupSchema.parse(created.json());
    expect(group).toMatchObject({
      name: 'Reception',
      permissions: ['viewBookings', 'manageHotel'],
      memberCount: 0,
    });

    await createMember(t.db, hotel.id, ['viewBookings']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user_group',
      headers: bearer(token, hotel.id),
    });
    expect(list.statusCode).toBe(200);
    const groups = list.json<{ name: string; memberCount: number }[]>();
    expect(groups.map((entry) => [entry.name, entry.memberCount])).toEqual([
      ['Group viewBookings', 1],
      ['Reception', 0],
    ]);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/user_group/${group._id}`,
      headers: bearer(token, hotel.id),
    });
    expect(read.json()).toMatchObject({ _id: group._id, name: 'Reception' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/user_group/${group._id}`,
      headers: bearer(token, hotel.id),
      payload: { name: 'Front desk', permissions: ['manageBookings'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Front desk', permissions: ['manageBookings'] });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/user_group/${group._id}`,
      headers: bearer(token, hotel.id),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/user_group/${group._id}`,
      headers: bearer(token, hotel.id),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('User group not found');
  });

  it('rejects a missing name and unknown permissions with field messages, writing nothing', async () => {
    const { hotel, token } = await ownerWithHotel();
    const missing = await createGroup(token, hotel.id, { permissions: ['viewBookings'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      expect.objectContaining({ path: 'name', message: 'Group name is required' }),
    ]);
    const blankGerman = await t.app.inject({
      method: 'POST',
      url: '/api/user_group',
      headers: { ...bearer(token, hotel.id), 'accept-language': 'de' },
      payload: { name: '  ', permissions: ['fly'] },
    });
    expect(blankGerman.statusCode).toBe(400);
    expect(blankGerman.json().issues).toEqual([
      expect.objectContaining({ path: 'name', message: 'Gruppenname ist erforderlich' }),
      expect.objectContaining({ path: 'permissions.0' }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user_group',
      headers: bearer(token, hotel.id),
    });
    expect(list.json()).toEqual([]);
  });

  it('refuses a second group with the same name in the hotel, not in another hotel', async () => {
    const { owner, hotel, token } = await ownerWithHotel();
    expect((await createGroup(token, hotel.id, { name: 'Cleaning' })).statusCode).toBe(201);
    const duplicate = await createGroup(token, hotel.id, { name: 'cleaning' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('A user group with this name already exists');

    const other = await createGroup(token, hotel.id, { name: 'Other' });
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/user_group/${other.json()._id}`,
      headers: bearer(token, hotel.id),
      payload: { name: 'CLEANING', permissions: [] },
    });
    expect(rename.statusCode).toBe(409);

    const secondHotel = await createHotel(t.db, owner);
    expect((await createGroup(token, secondHotel.id, { name: 'Cleaning' })).statusCode).toBe(201);
  });

  it('refuses to delete a group with members, naming how many', async () => {
    const { hotel, token } = await ownerWithHotel();
    const member = await createMember(t.db, hotel.id, ['viewBookings']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user_group',
      headers: bearer(token, hotel.id),
    });
    const groupId = list.json()[0]._id as string;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/user_group/${groupId}`,
      headers: bearer(token, hotel.id),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This user group cannot be deleted: 1 person(s) belong to it. Move them to another group first.',
    );
    const memberToken = await loginAs(t.app, member);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(memberToken),
    });
    expect(me.json().memberships[0].group.name).toBe('Group viewBookings');
  });
});

describe('user groups access', () => {
  it('lets owners and super admins in; members (even with manageHotel) and outsiders get 403', async () => {
    const { hotel } = await ownerWithHotel();
    const manager = await createMember(t.db, hotel.id, [
      'viewBookings',
      'manageBookings',
      'manageHotel',
    ]);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings']);
    const outsider = await createUser(t.db);
    const admin = await createUser(t.db, { superAdmin: true });

    const call = async (user: { email: string; password: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user_group',
        headers: bearer(await loginAs(t.app, user), hotel.id),
        payload: { name: `Group by ${user.email}` },
      });
    for (const member of [manager, viewer]) {
      const response = await call(member);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the owner of the hotel can access this page.');
    }
    const asOutsider = await call(outsider);
    expect(asOutsider.statusCode).toBe(403);
    expect(asOutsider.json().message).toBe('User is not a member of the hotel');
    expect((await call(admin)).statusCode).toBe(201);

    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/user_group',
      headers: { hotel: hotel.id, 'accept-language': 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never shows or changes another hotel's group through this hotel's header", async () => {
    const a = await ownerWithHotel();
    const b = await ownerWithHotel();
    const groupOfB = (await createGroup(b.token, b.hotel.id, { name: 'Secret' })).json()._id;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/user_group/${groupOfB}`,
        headers: bearer(a.token, a.hotel.id),
        ...(method === 'PUT' ? { payload: { name: 'Taken over', permissions: [] } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const listOfA = await t.app.inject({
      method: 'GET',
      url: '/api/user_group',
      headers: bearer(a.token, a.hotel.id),
    });
    expect(listOfA.json()).toEqual([]);
    const stillB = await t.app.inject({
      method: 'GET',
      url: `/api/user_group/${groupOfB}`,
      headers: bearer(b.token, b.hotel.id),
    });
    expect(stillB.json().name).toBe('Secret');
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/user_group/not-a-uuid',
      headers: bearer(a.token, a.hotel.id),
    });
    expect(malformed.statusCode).toBe(404);
    // Owner of A using B's header is an outsider there.
    const crossHeader = await t.app.inject({
      method: 'GET',
      url: '/api/user_group',
      headers: bearer(a.token, b.hotel.id),
    });
    expect(crossHeader.statusCode).toBe(403);
  });
});
