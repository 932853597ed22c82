import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeSchema } from '@hotel/shared/contracts/employees';
import { memberships, userGroups } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import {
  bearer as bearerDe,
  bearerEn as bearer,
  createHotel,
  createMember,
  createUser,
  findUser,
  lastEmailTo,
  loginAs,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** English answers unless a test asks for German. */
async function ownerWithHotel() {
  const owner = await createUser(t.db, { firstName: 'Olga' });
  const hotel = await createHotel(t.db, owner, { name: 'Hotel Seeblick' });
  const [group] = await t.db
    .insert(userGroups)
    .values({ hotelId: hotel.id, name: 'Reception', permissions: ['viewBookings'] })
    .returning();
  return { owner, hotel, group: group!, token: await loginAs(t.app, owner) };
}

function add(token: string, hotelId: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/hotel/employees',
    headers: bearer(token, hotelId),
    payload,
  });
}

function list(token: string, hotelId: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/hotel/employees',
    headers: bearer(token, hotelId),
  });
}

describe('GET /api/hotel/employees', () => {
  it('lists owners and employees with role, group and pending invitation', async () => {
    const { owner, hotel, token } = await ownerWithHotel();
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageHotel']);
    const response = await list(token, hotel.id);
    expect(response.statusCode).toBe(200);
    const employees = employeeSchema.array().parse(response.json());
    expect(employees).toEqual([
      expect.objectContaining({ _id: owner.id, role: 'owner', userGroup: null }),
      expect.objectContaining({
        _id: member.id,
        email: member.email,
        role: 'member',
        userGroup: { _id: expect.any(String), name: 'Group viewBookings+manageHotel' },
        invitationPending: false,
      }),
    ]);
  });
});

describe('POST /api/hotel/employees', () => {
  it('invites an unknown email: the link sets a password, confirms the email and allows login', async () => {
    const { hotel, group, token } = await ownerWithHotel();
    const response = await add(token, hotel.id, {
      email: ' New.Person@Example.com ',
      firstName: 'Nina',
      lastName: 'Neu',
      userGroupId: group.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'Nina',
      role: 'member',
      userGroup: { _id: group.id, name: 'Reception' },
      invitationPending: true,
    });

    const email = (await lastEmailTo(t.db, 'new.person@example.com'))!;
    expect(email.subject).toBe('Invitation to Hotel Seeblick');
    expect(email.link).toMatch(new RegExp(`^${TEST_APP_URL}/login/reset\\?token=`));
    // No password works before the invitation is used.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.person@example.com', password: '!invitation-pending' },
    });
    expect(early.statusCode).toBe(401);

    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { 'accept-language': 'en' },
      payload: { token: email.token, password: 'welcome-1', passwordConfirmation: 'welcome-1' },
    });
    expect(set.statusCode).toBe(200);
    const user = await findUser(t.db, response.json()._id);
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);

    const memberToken = await loginAs(t.app, {
      email: 'new.person@example.com',
      password: 'welcome-1',
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(memberToken),
    });
    expect(me.json().memberships).toEqual([
      expect.objectContaining({
        role: 'member',
        group: expect.objectContaining({ name: 'Reception', permissions: ['viewBookings'] }),
      }),
    ]);
    const after = employeeSchema.array().parse((await list(token, hotel.id)).json());
    expect(after.find((entry) => entry.firstName === 'Nina')?.invitationPending).toBe(false);

    const reused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { 'accept-language': 'en' },
      payload: { token: email.token, password: 'other-pass', passwordConfirmation: 'other-pass' },
    });
    expect(reused.statusCode).toBe(400);
  });

  // Issue 11, item 10: "Add employee" must not tell whether an account exists.
  // curl -X POST localhost:3000/api/hotel/employees -H "authorization: Bearer $OWNER" -H "hotel: $HOTEL" \
  //   -d '{"email":"rezeption@hotel-alpenblick.de","firstName":"X","userGroupId":"…"}'
  //   → the typed name "X", invitation pending; before the fix: the real name, already a member.
  it('answers a known address like an unknown one: typed name, pending, not yet a member', async () => {
    const { hotel, group, token } = await ownerWithHotel();
    const known = await createUser(t.db, { firstName: 'Karl' });
    const response = await add(token, hotel.id, {
      email: known.email.toUpperCase(),
      firstName: 'Someone',
      lastName: 'Else',
      userGroupId: group.id,
    });
    const unknown = await add(token, hotel.id, {
      email: 'nobody-yet@example.com',
      firstName: 'Someone',
      lastName: 'Else',
      userGroupId: group.id,
    });
    expect(response.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, _id: 'id', email: 'email' });
    expect(shape(response.json())).toEqual(shape(unknown.json()));
    expect(response.json()).toMatchObject({
      firstName: 'Someone',
      lastName: 'Else',
      email: known.email,
      invitationPending: true,
    });
    expect(JSON.stringify(response.json())).not.toContain('Karl');

    // The list shows the typed name too, and the account is no member until it accepts.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/hotel/employees',
      headers: bearer(token, hotel.id),
    });
    expect(JSON.stringify(list.json())).not.toContain('Karl');
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, known.id));
    expect(rows).toHaveLength(0);

    const email = (await lastEmailTo(t.db, known.email))!;
    expect(email.subject).toBe('Invitation to Hotel Seeblick');
    expect(email.link).toBe(`${TEST_APP_URL}/invitations`);
    expect(email.text).toContain('Hello Karl,');

    const again = await add(token, hotel.id, {
      email: known.email,
      firstName: 'Karl',
      userGroupId: group.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This person already belongs to the hotel');
  });

  // curl localhost:3000/api/auth/invitations -H "authorization: Bearer $INVITED"
  // curl -X POST localhost:3000/api/auth/invitations/$HOTEL/accept -H "authorization: Bearer $INVITED"
  it('an invited account sees the invitation after signing in and joins only by accepting', async () => {
    const { hotel, group, token } = await ownerWithHotel();
    const known = await createUser(t.db, { firstName: 'Karla' });
    await add(token, hotel.id, { email: known.email, firstName: 'K', userGroupId: group.id });
    const knownToken = await loginAs(t.app, known);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/api/auth/invitations',
      headers: bearer(knownToken),
    });
    expect(invitations.json()).toEqual([
      {
        hotel: { _id: hotel.id, name: 'Hotel Seeblick' },
        userGroup: 'Reception',
        expiresAt: expect.any(String),
      },
    ]);
    const hotelCall = await t.app.inject({
      method: 'GET',
      url: '/api/hotel/employees',
      headers: bearer(knownToken, hotel.id),
    });
    expect(hotelCall.statusCode).toBe(403);

    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${hotel.id}/accept`,
      headers: bearer(knownToken),
    });
    expect(accept.statusCode).toBe(204);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(knownToken),
    });
    expect(me.json().memberships).toEqual([
      expect.objectContaining({
        hotel: expect.objectContaining({ _id: hotel.id }),
        role: 'member',
      }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/hotel/employees',
      headers: bearer(token, hotel.id),
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ _id: known.id, firstName: 'Karla', invitationPending: false }),
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${hotel.id}/accept`,
      headers: bearer(knownToken),
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('This invitation no longer exists');
  });

  it('an invitation is declined by its account or withdrawn by the owner, joining nobody', async () => {
    const { hotel, group, token } = await ownerWithHotel();
    const declining = await createUser(t.db);
    const withdrawn = await createUser(t.db);
    for (const person of [declining, withdrawn]) {
      await add(token, hotel.id, { email: person.email, firstName: 'P', userGroupId: group.id });
    }
    const decline = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/invitations/${hotel.id}`,
      headers: bearer(await loginAs(t.app, declining)),
    });
    expect(decline.statusCode).toBe(204);
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${withdrawn.id}`,
      headers: bearer(token, hotel.id),
    });
    expect(withdraw.statusCode).toBe(204);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${hotel.id}/accept`,
      headers: bearer(await loginAs(t.app, withdrawn)),
    });
    expect(accept.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/hotel/employees',
      headers: bearer(token, hotel.id),
    });
    expect(list.json()).toHaveLength(1);
  });

  it('rejects missing fields and a group of another hotel with field messages, adding nobody', async () => {
    const { hotel, token } = await ownerWithHotel();
    const other = await ownerWithHotel();
    const empty = await add(token, hotel.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((issue: { path: string; message: string }) => issue)).toEqual([
      expect.objectContaining({ path: 'email', message: 'Email is required' }),
      expect.objectContaining({ path: 'firstName', message: 'First name is required' }),
      expect.objectContaining({ path: 'userGroupId', message: 'User group is required' }),
    ]);
    const badEmail = await add(token, hotel.id, {
      email: 'not-an-email',
      firstName: 'X',
      userGroupId: other.group.id,
    });
    expect(badEmail.json().issues).toEqual([
      expect.objectContaining({ path: 'email', message: 'Please enter a valid email address' }),
    ]);
    const foreignGroup = await add(token, hotel.id, {
      email: 'foreign-group@example.com',
      firstName: 'X',
      userGroupId: other.group.id,
    });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().issues).toEqual([
      expect.objectContaining({ path: 'userGroupId', message: 'User group is required' }),
    ]);
    expect(await lastEmailTo(t.db, 'foreign-group@example.com')).toBeUndefined();
    expect((await list(token, hotel.id)).json()).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/hotel/employees/{id}', () => {
  it('moves a member into another group and removes them', async () => {
    const { hotel, group, token } = await ownerWithHotel();
    const member = await createMember(t.db, hotel.id, ['manageHotel']);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/hotel/employees/${member.id}`,
      headers: bearer(token, hotel.id),
      payload: { userGroupId: group.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().userGroup).toEqual({ _id: group.id, name: 'Reception' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${member.id}`,
      headers: bearer(token, hotel.id),
    });
    expect(removed.statusCode).toBe(204);
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, member.id));
    expect(rows).toEqual([]);
    expect(await findUser(t.db, member.id)).toBeDefined();
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${member.id}`,
      headers: bearer(token, hotel.id),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('never removes the last owner, not even themselves; a second owner can go', async () => {
    const { owner, hotel, group, token } = await ownerWithHotel();
    const self = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${owner.id}`,
      headers: bearer(token, hotel.id),
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('The last owner of the hotel cannot be removed');
    const toGroup = await t.app.inject({
      method: 'PUT',
      url: `/api/hotel/employees/${owner.id}`,
      headers: bearer(token, hotel.id),
      payload: { userGroupId: group.id },
    });
    expect(toGroup.statusCode).toBe(409);

    const coOwner = await createUser(t.db);
    await t.db.insert(memberships).values({ userId: coOwner.id, hotelId: hotel.id, role: 'owner' });
    const leave = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${owner.id}`,
      headers: bearer(token, hotel.id),
    });
    expect(leave.statusCode).toBe(204);
    const coOwnerToken = await loginAs(t.app, coOwner);
    const last = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${coOwner.id}`,
      headers: bearer(coOwnerToken, hotel.id),
    });
    expect(last.statusCode).toBe(409);
  });

  it('validates the group on a move and writes nothing', async () => {
    const { hotel, token } = await ownerWithHotel();
    const member = await createMember(t.db, hotel.id, ['viewBookings']);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/hotel/employees/${member.id}`,
      headers: bearer(token, hotel.id),
      payload: { userGroupId: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({ path: 'userGroupId' });
  });
});

describe('employees access', () => {
  it('lets owners and super admins in; members (even with manageHotel) and outsiders get 403', async () => {
    const { hotel } = await ownerWithHotel();
    const manager = await createMember(t.db, hotel.id, ['viewBookings', 'manageHotel']);
    const outsider = await createUser(t.db);
    const admin = await createUser(t.db, { superAdmin: true });
    const asManager = await list(await loginAs(t.app, manager), hotel.id);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().message).toBe('Only the owner of the hotel can access this page.');
    const german = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/employees/${manager.id}`,
      headers: bearerDe(await loginAs(t.app, manager), hotel.id),
    });
    expect(german.statusCode).toBe(403);
    expect(german.json().message).toBe('Nur der Inhaber des Hotels kann diese Seite aufrufen.');
    const asOutsider = await list(await loginAs(t.app, outsider), hotel.id);
    expect(asOutsider.statusCode).toBe(403);
    expect(asOutsider.json().message).toBe('User is not a member of the hotel');
    expect((await list(await loginAs(t.app, admin), hotel.id)).statusCode).toBe(200);
  });

  it("keeps each hotel's people apart: hotel B's header never reaches hotel A's employees", async () => {
    const a = await ownerWithHotel();
    const secondHotel = await createHotel(t.db, a.owner, { name: 'Second house' });
    const memberOfA = await createMember(t.db, a.hotel.id, ['viewBookings']);
    const inB = (await list(a.token, secondHotel.id)).json();
    expect(inB).toEqual([expect.objectContaining({ _id: a.owner.id, role: 'owner' })]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/hotel/employees/${memberOfA.id}`,
        headers: bearer(a.token, secondHotel.id),
        ...(method === 'PUT' ? { payload: { userGroupId: a.group.id } } : {}),
      });
      // A's group is not a group of B (400) and A's member is not B's employee (404).
      expect([400, 404]).toContain(response.statusCode);
    }
    const stillInA = employeeSchema.array().parse((await list(a.token, a.hotel.id)).json());
    expect(stillInA.map((entry) => entry._id)).toContain(memberOfA.id);
    const addIntoBWithGroupOfA = await add(a.token, secondHotel.id, {
      email: 'cross@example.com',
      firstName: 'Cross',
      userGroupId: a.group.id,
    });
    expect(addIntoBWithGroupOfA.statusCode).toBe(400);
  });
});
