import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, memberships, users } from '../../db/schema';
import { adminAuditEntries } from '../../db/schema-admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  createHotel,
  createMember,
  createUser,
  findUser,
  lastEmailTo,
  loginAs,
  type TestUser,
} from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { superAdmin: true, firstName: 'Ada' });
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; payload?: unknown; language?: 'de' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...bearer(options.token ?? adminToken),
      'accept-language': options.language ?? 'en',
    },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });

const auditOf = async (userId: string, action: string) =>
  t.db
    .select()
    .from(adminAuditEntries)
    .where(and(eq(adminAuditEntries.userId, userId), eq(adminAuditEntries.action, action)));

/** Leaves `keep` as the only super admin of the database. */
const onlySuperAdmin = (keep: string) =>
  t.db.update(users).set({ superAdmin: false }).where(ne(users.id, keep));

describe('DELETE /api/admin/user/{id}', () => {
  it('deletes a member with memberships and tokens, and records who it was', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner, { name: 'Hotel Seeblick' });
    const member = await createMember(t.db, hotel.id, ['viewBookings']);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { email: member.email },
    });
    await t.runJobs();
    expect(
      await t.db.select().from(authTokens).where(eq(authTokens.userId, member.id)),
    ).not.toEqual([]);

    const response = await call('DELETE', `/api/admin/user/${member.id}`);
    expect(response.statusCode).toBe(204);
    expect(await findUser(t.db, member.id)).toBeUndefined();
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, member.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(authTokens).where(eq(authTokens.userId, member.id))).toEqual(
      [],
    );
    const [entry] = await auditOf(member.id, 'user.deleted');
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada User',
      label: 'Test User',
      after: null,
      // Who it was and where, not how to reach them: the entry outlives the account.
      before: {
        id: member.id,
        firstName: 'Test',
        lastName: 'User',
        superAdmin: false,
        memberships: [{ hotel: 'Hotel Seeblick', role: 'member' }],
      },
    });
    expect(JSON.stringify(entry)).not.toContain(member.email);
    expect(entry!.before).not.toHaveProperty('phone');
    expect((await call('DELETE', `/api/admin/user/${member.id}`)).statusCode).toBe(404);
  });

  it('refuses the last owner of a hotel, naming the hotel, and deletes one of two owners', async () => {
    const anna = await createUser(t.db, { firstName: 'Anna' });
    await t.db.update(users).set({ lastName: 'Weber' }).where(eq(users.id, anna.id));
    const hotel = await createHotel(t.db, anna, { name: 'Hotel Alpenblick' });
    const en = await call('DELETE', `/api/admin/user/${anna.id}`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message:
        'Anna Weber is the last owner of Hotel Alpenblick. Give the hotel another owner first.',
    });
    const de = await call('DELETE', `/api/admin/user/${anna.id}`, { language: 'de' });
    expect(de.json().message).toBe(
      'Anna Weber ist der letzte Inhaber von Hotel Alpenblick. Geben Sie dem Hotel zuerst einen weiteren Inhaber.',
    );
    expect(await findUser(t.db, anna.id)).toBeDefined();
    expect(await auditOf(anna.id, 'user.deleted')).toEqual([]);

    const second = await createUser(t.db);
    await t.db.insert(memberships).values({ userId: second.id, hotelId: hotel.id, role: 'owner' });
    expect((await call('DELETE', `/api/admin/user/${anna.id}`)).statusCode).toBe(204);
    // Now the other one is the last owner.
    expect((await call('DELETE', `/api/admin/user/${second.id}`)).statusCode).toBe(409);
  });

  it('refuses deleting oneself, translated', async () => {
    const other = await createUser(t.db, { superAdmin: true });
    const response = await call('DELETE', `/api/admin/user/${admin.id}`, { language: 'de' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Ihr eigenes Konto können Sie hier nicht löschen.');
    expect(await findUser(t.db, admin.id)).toBeDefined();
    await t.db.update(users).set({ superAdmin: false }).where(eq(users.id, other.id));
  });

  it('refuses deleting the last super admin', async () => {
    await onlySuperAdmin(admin.id);
    const response = await call('DELETE', `/api/admin/user/${admin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This is the last super admin. Make another user a super admin first.',
    );
    expect(
      (await call('DELETE', `/api/admin/user/${admin.id}`, { language: 'de' })).json().message,
    ).toBe(
      'Dies ist der letzte Super-Administrator. Machen Sie zuerst einen anderen Benutzer zum Super-Administrator.',
    );
  });
});

describe('PUT /api/admin/user/{id}/super_admin', () => {
  it('grants and removes super admin, records both, and never removes the last one', async () => {
    await onlySuperAdmin(admin.id);
    const user = await createUser(t.db);
    const granted = await call('PUT', `/api/admin/user/${user.id}/super_admin`, {
      payload: { superAdmin: true },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: user.id, superAdmin: true });
    const userToken = await loginAs(t.app, user);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: bearer(userToken) }))
        .statusCode,
    ).toBe(200);
    expect(await auditOf(user.id, 'user.super_admin_granted')).toMatchObject([
      { actorId: admin.id, before: { superAdmin: false }, after: { superAdmin: true } },
    ]);

    // The new super admin removes the first one: allowed, two existed.
    const revoked = await call('PUT', `/api/admin/user/${admin.id}/super_admin`, {
      token: userToken,
      payload: { superAdmin: false },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().superAdmin).toBe(false);
    expect(await auditOf(admin.id, 'user.super_admin_revoked')).toMatchObject([
      { actorId: user.id, before: { superAdmin: true }, after: { superAdmin: false } },
    ]);

    const last = await call('PUT', `/api/admin/user/${user.id}/super_admin`, {
      token: userToken,
      payload: { superAdmin: false },
      language: 'de',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(
      'Dies ist der letzte Super-Administrator. Machen Sie zuerst einen anderen Benutzer zum Super-Administrator.',
    );
    expect((await findUser(t.db, user.id))!.superAdmin).toBe(true);

    // Back as it was for the other tests.
    await t.db.update(users).set({ superAdmin: true }).where(eq(users.id, admin.id));
  });

  it('lets only one of two removals at once pass', async () => {
    await onlySuperAdmin(admin.id);
    const other = await createUser(t.db, { superAdmin: true });
    const [first, second] = await Promise.all([
      call('PUT', `/api/admin/user/${other.id}/super_admin`, { payload: { superAdmin: false } }),
      call('PUT', `/api/admin/user/${admin.id}/super_admin`, { payload: { superAdmin: false } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const remaining = await t.db.select().from(users).where(eq(users.superAdmin, true));
    expect(remaining).toHaveLength(1);
    await t.db.update(users).set({ superAdmin: true }).where(eq(users.id, admin.id));
  });

  it('refuses a body without the flag, translated, and 404 for an unknown user', async () => {
    const user = await createUser(t.db);
    const bad = await call('PUT', `/api/admin/user/${user.id}/super_admin`, {
      payload: { superAdmin: 'yes' },
      language: 'de',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toMatchObject({ path: 'superAdmin' });
    expect(bad.json().message).toBe('Bitte prüfen Sie die markierten Felder');
    const missing = await call(
      'PUT',
      '/api/admin/user/00000000-0000-4000-8000-000000000000/super_admin',
      { payload: { superAdmin: true } },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/user/{id}/password_reset', () => {
  it('sends the normal reset email whose link sets a new password, and records it', async () => {
    const user = await createUser(t.db);
    const response = await call('POST', `/api/admin/user/${user.id}/password_reset`, {
      language: 'de',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await t.runJobs();
    const email = await lastEmailTo(t.db, user.email);
    expect(email).toMatchObject({ subject: 'Passwort zurücksetzen' });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: {
        token: email!.token,
        password: 'fresh-secret',
        passwordConfirmation: 'fresh-secret',
      },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'fresh-secret' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await auditOf(user.id, 'user.password_reset_sent')).toMatchObject([
      { actorId: admin.id, before: null, after: { email: user.email } },
    ]);
    expect(
      (await call('POST', '/api/admin/user/00000000-0000-4000-8000-000000000000/password_reset'))
        .statusCode,
    ).toBe(404);
  });
});

describe('last login', () => {
  it('is set by every successful sign-in and not by a failed one', async () => {
    const user = await createUser(t.db);
    expect((await findUser(t.db, user.id))!.lastLoginAt).toBeNull();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong-password' },
    });
    expect((await findUser(t.db, user.id))!.lastLoginAt).toBeNull();
    const before = Date.now();
    await loginAs(t.app, user);
    const first = (await findUser(t.db, user.id))!.lastLoginAt!;
    expect(first.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await loginAs(t.app, user);
    expect((await findUser(t.db, user.id))!.lastLoginAt!.getTime()).toBeGreaterThan(
      first.getTime(),
    );
  });
});
