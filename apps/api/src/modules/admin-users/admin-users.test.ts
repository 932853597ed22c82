import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups } from '../../db/schema';
import { adminAuditEntries } from '../../db/schema-admin';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import {
  bearer,
  createHotel,
  createMember,
  createUser,
  findUser,
  lastEmailTo,
  loginAs,
} from '../../test/factories';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { superAdmin: true, firstName: 'Ada' });
  adminId = admin.id;
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; language?: 'de' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(options.token === '' ? {} : bearer(options.token ?? adminToken)),
      'accept-language': options.language ?? 'en',
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

async function groupOf(hotelId: string, name = 'Reception') {
  const [group] = await t.db
    .insert(userGroups)
    .values({ hotelId, name, permissions: ['viewBookings'] })
    .returning();
  return group!;
}

describe('who may call /api/admin/user', () => {
  it('answers 401 without a token and 403 to owners and members, in German too', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageHotel']);
    const ownerToken = await loginAs(t.app, owner);
    const memberToken = await loginAs(t.app, member);
    const someone = (await createUser(t.db)).id;
    const calls = [
      ['GET', '/api/admin/user'],
      ['GET', '/api/admin/user/hotel_options'],
      ['GET', `/api/admin/user/${someone}`],
      ['POST', '/api/admin/user'],
      ['DELETE', `/api/admin/user/${someone}`],
      ['PUT', `/api/admin/user/${someone}/super_admin`],
      ['POST', `/api/admin/user/${someone}/password_reset`],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(method, url, { token: '', payload })).statusCode).toBe(401);
      for (const token of [ownerToken, memberToken]) {
        const response = await call(method, url, { token, payload, language: 'de' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(
          'Sie haben keine Berechtigung, diese Seite aufzurufen',
        );
      }
    }
    expect((await findUser(t.db, someone))!.superAdmin).toBe(false);
  });
});

describe('GET /api/admin/user', () => {
  it('filters by first name, last name, both and email, case-insensitively, with paging', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const anna = await createUser(t.db, {
      firstName: `Anna${tag}`,
      email: `anna.${tag}@example.com`,
    });
    await createUser(t.db, { firstName: `Bert${tag}`, email: `bert.${tag}@example.com` });
    await createUser(t.db, { firstName: 'Other', email: `${tag}-c@example.com` });
    await createHotel(t.db, anna);

    const all = await call('GET', `/api/admin/user?filter=${tag.toUpperCase()}&limit=2`);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(all.json().items).toHaveLength(2);
    const second = await call('GET', `/api/admin/user?filter=${tag}&limit=2&page=2`);
    expect(second.json().items).toHaveLength(1);

    const byFullName = await call(
      'GET',
      `/api/admin/user?filter=${encodeURIComponent(`anna${tag} user`)}`,
    );
    expect(byFullName.json().items).toEqual([
      {
        id: anna.id,
        firstName: `Anna${tag}`,
        lastName: 'User',
        email: `anna.${tag}@example.com`,
        phone: '',
        superAdmin: false,
        emailState: 'confirmed',
        lastLoginAt: null,
        createdAt: expect.any(String),
        hotelCount: 1,
      },
    ]);
    const byEmail = await call('GET', `/api/admin/user?filter=bert.${tag}@`);
    expect(byEmail.json().items.map((item: { firstName: string }) => item.firstName)).toEqual([
      `Bert${tag}`,
    ]);
    // LIKE wildcards are plain characters.
    expect((await call('GET', `/api/admin/user?filter=${tag}%25_`)).json().total).toBe(0);
  });

  it('tells the email state: confirmed, unconfirmed, change pending', async () => {
    const tag = `st${Date.now().toString(36)}`;
    await createUser(t.db, { email: `${tag}-a@example.com`, emailConfirmed: false });
    const changing = await createUser(t.db, { email: `${tag}-b@example.com` });
    const token = await loginAs(t.app, changing);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/confirmation/update',
      headers: bearer(token),
      payload: { email: `${tag}-new@example.com` },
    });
    const states = (await call('GET', `/api/admin/user?filter=${tag}`))
      .json()
      .items.map((item: { email: string; emailState: string }) => [item.email, item.emailState]);
    expect(states).toEqual(
      expect.arrayContaining([
        [`${tag}-a@example.com`, 'unconfirmed'],
        [`${tag}-b@example.com`, 'change_pending'],
      ]),
    );
  });

  it('refuses a too long filter and a page size over 100, translated', async () => {
    const long = await call('GET', `/api/admin/user?filter=${'x'.repeat(201)}`, { language: 'de' });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0]).toMatchObject({
      path: 'filter',
      message: 'Bitte höchstens 200 Zeichen verwenden',
    });
    expect((await call('GET', '/api/admin/user?limit=101')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/user/{id}', () => {
  it('shows memberships with hotel, role and group, and 404 for an unknown id', async () => {
    const owner = await createUser(t.db);
    const alpha = await createHotel(t.db, owner, { name: 'Alpha Hotel' });
    const member = await createMember(t.db, alpha.id, ['viewBookings']);
    const beta = await createHotel(t.db, member, { name: 'Beta Hotel' });
    const response = await call('GET', `/api/admin/user/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: member.id,
      hotelCount: 2,
      hasPassword: true,
      pendingEmail: null,
      invitations: [],
      memberships: [
        {
          hotel: { id: alpha.id, name: 'Alpha Hotel', symbolCode: alpha.symbolCode },
          role: 'member',
          group: { id: expect.any(String), name: 'Group viewBookings' },
        },
        { hotel: { id: beta.id, name: 'Beta Hotel' }, role: 'owner', group: null },
      ],
    });
    const missing = await call('GET', '/api/admin/user/00000000-0000-4000-8000-000000000000', {
      language: 'de',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Benutzer nicht gefunden');
    expect((await call('GET', '/api/admin/user/not-an-id')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/user/hotel_options', () => {
  it('lists every hotel with its own groups', async () => {
    const hotel = await createHotel(t.db, await createUser(t.db), { name: 'Options Hotel' });
    const group = await groupOf(hotel.id, 'Housekeeping');
    const response = await call('GET', '/api/admin/user/hotel_options');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      id: hotel.id,
      name: 'Options Hotel',
      groups: [{ id: group.id, name: 'Housekeeping' }],
    });
  });
});

describe('POST /api/admin/user', () => {
  it('creates the user with memberships, records it, and emails a link that sets the password', async () => {
    const alpha = await createHotel(t.db, await createUser(t.db), { name: 'Hotel Alpenblick' });
    const beta = await createHotel(t.db, await createUser(t.db), { name: 'Hotel Bergsee' });
    const group = await groupOf(beta.id);
    const response = await call('POST', '/api/admin/user', {
      language: 'de',
      payload: {
        firstName: ' Anna ',
        lastName: 'Weber',
        email: 'Anna.Weber@Example.com',
        phone: '+49 30 1234567',
        superAdmin: false,
        memberships: [
          { hotelId: alpha.id, role: 'owner' },
          { hotelId: beta.id, role: 'member', userGroupId: group.id },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      firstName: 'Anna',
      lastName: 'Weber',
      email: 'anna.weber@example.com',
      superAdmin: false,
      emailState: 'unconfirmed',
      hasPassword: false,
      lastLoginAt: null,
      hotelCount: 2,
      memberships: [
        { hotel: { id: alpha.id }, role: 'owner', group: null },
        { hotel: { id: beta.id }, role: 'member', group: { id: group.id, name: 'Reception' } },
      ],
    });

    const [entry] = await t.db
      .select()
      .from(adminAuditEntries)
      .where(
        and(eq(adminAuditEntries.userId, created.id), eq(adminAuditEntries.action, 'user.created')),
      );
    expect(entry).toMatchObject({
      actorId: adminId,
      subject: 'user',
      label: 'Anna Weber',
      before: null,
      after: {
        firstName: 'Anna',
        email: 'anna.weber@example.com',
        superAdmin: false,
        memberships: [
          { hotelId: alpha.id, hotel: 'Hotel Alpenblick', role: 'owner', group: null },
          { hotelId: beta.id, hotel: 'Hotel Bergsee', role: 'member', group: 'Reception' },
        ],
      },
    });

    const email = await lastEmailTo(t.db, 'anna.weber@example.com');
    expect(email).toMatchObject({ subject: 'Ihr Zugang zur Hotelverwaltung' });
    expect(email!.link).toMatch(new RegExp(`^${TEST_APP_URL}/login/reset\\?token=`));
    const login = { email: 'anna.weber@example.com', password: 'anna-secret' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode,
    ).toBe(401);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: {
        token: email!.token,
        password: 'anna-secret',
        passwordConfirmation: 'anna-secret',
      },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode,
    ).toBe(200);
    const after = (await call('GET', `/api/admin/user/${created.id}`)).json();
    expect(after).toMatchObject({ emailState: 'confirmed', hasPassword: true });
    expect(after.lastLoginAt).not.toBeNull();
  });

  it('creates a super admin without hotels', async () => {
    const response = await call('POST', '/api/admin/user', {
      payload: { firstName: 'Sam', email: 'sam.super@example.com', superAdmin: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ superAdmin: true, memberships: [], hotelCount: 0 });
    expect((await lastEmailTo(t.db, 'sam.super@example.com'))!.subject).toBe(
      'Your access to the hotel management',
    );
  });

  it('refuses a taken address with 409, translated', async () => {
    const existing = await createUser(t.db);
    const payload = { firstName: 'Dup', email: existing.email.toUpperCase() };
    const de = await call('POST', '/api/admin/user', { payload, language: 'de' });
    expect(de.statusCode).toBe(409);
    expect(de.json().message).toBe('Diese E-Mail-Adresse ist bereits registriert');
    const en = await call('POST', '/api/admin/user', { payload });
    expect(en.json().message).toBe('This email address is already registered');
  });

  it('refuses a group of another hotel, an unknown hotel and bad fields, creating nobody', async () => {
    const alpha = await createHotel(t.db, await createUser(t.db));
    const beta = await createHotel(t.db, await createUser(t.db));
    const betaGroup = await groupOf(beta.id);
    const foreignGroup = await call('POST', '/api/admin/user', {
      language: 'de',
      payload: {
        firstName: 'Gruppe',
        email: 'wrong.group@example.com',
        memberships: [{ hotelId: alpha.id, role: 'member', userGroupId: betaGroup.id }],
      },
    });
    expect(foreignGroup.statusCode).toBe(400);
    expect(foreignGroup.json().issues).toEqual([
      {
        path: 'memberships.0.userGroupId',
        key: 'validation.adminUserGroupNotOfHotel',
        message: 'Diese Benutzergruppe gehört nicht zum gewählten Hotel',
      },
    ]);

    const unknownHotel = await call('POST', '/api/admin/user', {
      payload: {
        firstName: 'Hotel',
        email: 'unknown.hotel@example.com',
        memberships: [{ hotelId: '00000000-0000-4000-8000-000000000000', role: 'owner' }],
      },
    });
    expect(unknownHotel.statusCode).toBe(400);
    expect(unknownHotel.json().issues[0]).toMatchObject({
      path: 'memberships.0.hotelId',
      message: 'This hotel does not exist (any more)',
    });

    const bad = await call('POST', '/api/admin/user', {
      payload: {
        firstName: '',
        email: 'nope',
        phone: 'abc',
        memberships: [
          { hotelId: alpha.id, role: 'boss' },
          { hotelId: alpha.id, role: 'owner', userGroupId: betaGroup.id },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad
      .json()
      .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
    expect(paths).toEqual([
      ['firstName', 'First name is required'],
      ['email', 'Please enter a valid email address'],
      ['phone', 'The phone number is not valid'],
      ['memberships.0.role', 'Please choose owner or member'],
    ]);
    const tooMany = await call('POST', '/api/admin/user', {
      language: 'de',
      payload: {
        firstName: 'Viele',
        email: 'many@example.com',
        memberships: Array.from({ length: 51 }, () => ({ hotelId: alpha.id, role: 'member' })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues[0].message).toBe('Höchstens 50 Hotels auf einmal');

    const twice = await call('POST', '/api/admin/user', {
      payload: {
        firstName: 'Twice',
        email: 'twice@example.com',
        memberships: [
          { hotelId: alpha.id, role: 'member' },
          { hotelId: alpha.id, role: 'owner', userGroupId: betaGroup.id },
        ],
      },
    });
    expect(twice.json().issues).toEqual([
      {
        path: 'memberships.1.hotelId',
        key: 'validation.adminUserHotelTwice',
        message: 'This hotel is already listed',
      },
      {
        path: 'memberships.1.userGroupId',
        key: 'validation.adminUserOwnerNoGroup',
        message: 'An owner has every right and no user group',
      },
    ]);
    const list = await call('GET', '/api/admin/user?filter=@example.com&limit=100');
    const emails = list.json().items.map((item: { email: string }) => item.email);
    for (const email of [
      'wrong.group@example.com',
      'unknown.hotel@example.com',
      'twice@example.com',
    ]) {
      expect(emails).not.toContain(email);
    }
  });
});
