import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer } from '../test/factories';
import { DEMO_HOTEL, DEMO_LOGINS } from './demo-logins';
import { hasDemoLogins, seedDemoData } from './seed';
import { hotels, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (credentials: { email: string; password: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: credentials.email, password: credentials.password },
  });

describe('demo seed', () => {
  it('seeds an empty database once; running again changes nothing', async () => {
    expect(await hasDemoLogins(t.db)).toBe(false);
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await hasDemoLogins(t.db)).toBe(true);
    const [userCount] = await t.db.select({ value: count() }).from(users);
    const [hotelCount] = await t.db.select({ value: count() }).from(hotels);
    expect(userCount?.value).toBe(3);
    expect(hotelCount?.value).toBe(1);
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    expect(hotel).toMatchObject({ name: DEMO_HOTEL.name, contact: DEMO_HOTEL.contact });
  });

  it('gives working logins with the intended roles', async () => {
    const owner = await login(DEMO_LOGINS.owner);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({
      firstName: 'Anna',
      emailConfirmed: true,
      memberships: [{ hotel: { symbol_code: 'alpenblick' }, role: 'owner' }],
    });

    const reception = await login(DEMO_LOGINS.reception);
    expect(reception.json().user.memberships).toEqual([
      expect.objectContaining({
        role: 'member',
        group: expect.objectContaining({ name: 'Rezeption', permissions: ['viewBookings'] }),
      }),
    ]);

    const admin = await login(DEMO_LOGINS.superAdmin);
    expect(admin.json().user).toMatchObject({ superAdmin: true, memberships: [] });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(admin.json().token),
    });
    expect(stats.json()).toMatchObject({ hotels: 1, users: 3, superAdmins: 1 });
  });

  it('does not seed next to existing data', async () => {
    await t.db.delete(users);
    await t.db
      .insert(users)
      .values({ firstName: 'Real', email: 'real@example.com', passwordHash: 'x' });
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await hasDemoLogins(t.db)).toBe(false);
  });
});
