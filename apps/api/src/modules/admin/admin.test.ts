import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, createHotel, createUser, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('counts hotels, users, super admins, unconfirmed users and outbox emails', async () => {
    const admin = await createUser(t.db, { superAdmin: true });
    const owner = await createUser(t.db);
    await createHotel(t.db, owner);
    await createHotel(t.db, owner);
    await createUser(t.db, { emailConfirmed: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: {
        firstName: 'New',
        email: 'new@example.com',
        password: 'secret1',
        passwordConfirmation: 'secret1',
      },
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(await loginAs(t.app, admin)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hotels: 2,
      users: 4,
      superAdmins: 1,
      unconfirmedUsers: 2,
      emailsInOutbox: 1,
      emailTransport: 'outbox',
    });
  });

  it('refuses everyone else', async () => {
    const owner = await createUser(t.db);
    await createHotel(t.db, owner);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { ...bearer(await loginAs(t.app, owner)), 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Sie haben keine Berechtigung, diese Seite aufzurufen',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
  });
});
