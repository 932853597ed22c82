import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEntries } from '../../db/schema-admin';
import { bearer, createHotel, createUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'bw-online-password-audit';
const TOKEN = 'nuki-api-token-audit-0123456789';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { superAdmin: true });
  adminId = admin.id;
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

const put = (hotelId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/hotel/${hotelId}/lock_settings`,
    headers: bearer(adminToken),
    payload,
  });

const trailOf = (hotelId: string) =>
  t.db
    .select()
    .from(adminAuditEntries)
    .where(eq(adminAuditEntries.hotelId, hotelId))
    .orderBy(adminAuditEntries.createdAt);

describe('PUT /api/admin/hotel/{hotelId}/lock_settings: the admin trail', () => {
  it('records the configuration and each secret that changed, never a secret’s value', async () => {
    const hotel = await createHotel(t.db, await createUser(t.db), { name: 'Hotel Sonne' });
    const response = await put(hotel.id, {
      hardware: 'bwOnline',
      bwOnline: { endpoint: 'https://bw.example/soap', username: 'sonne', password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const trail = await trailOf(hotel.id);
    expect(
      trail.map((entry) => [entry.subject, entry.action, entry.label, entry.before, entry.after]),
    ).toEqual(
      expect.arrayContaining([
        [
          'credential',
          'credential.changed',
          'Hotel Sonne',
          { configured: false },
          { stored: 'locks.bwonline_password', configured: true },
        ],
        [
          'configuration',
          'configuration.updated',
          'Hotel Sonne',
          { bwOnlineEndpoint: '', bwOnlineUsername: '' },
          { bwOnlineEndpoint: 'https://bw.example/soap', bwOnlineUsername: 'sonne' },
        ],
      ]),
    );
    expect(trail).toHaveLength(2);
    expect(trail.every((entry) => entry.actorId === adminId)).toBe(true);

    await put(hotel.id, { hardware: 'nuki', nuki: { apiToken: TOKEN } });
    const afterNuki = await trailOf(hotel.id);
    expect(afterNuki.slice(2).map((entry) => [entry.action, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [
          'credential.changed',
          { configured: false },
          { stored: 'locks.nuki_api_token', configured: true },
        ],
        ['configuration.updated', { hardware: 'bwOnline' }, { hardware: 'nuki' }],
      ]),
    );

    // Nothing changed: nothing recorded. A removed secret is.
    await put(hotel.id, { hardware: 'nuki' });
    expect(await trailOf(hotel.id)).toHaveLength(4);
    await put(hotel.id, { hardware: 'nuki', nuki: { apiToken: '' } });
    const removed = (await trailOf(hotel.id)).at(-1)!;
    expect(removed).toMatchObject({
      action: 'credential.changed',
      before: { configured: true },
      after: { stored: 'locks.nuki_api_token', configured: false },
    });
    const all = JSON.stringify(await trailOf(hotel.id));
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(TOKEN);
  });

  it('records nothing for a refused change', async () => {
    const hotel = await createHotel(t.db, await createUser(t.db));
    const response = await put(hotel.id, {
      hardware: 'bwOnline',
      bwOnline: { endpoint: 'ftp://bw.example', username: 'x', password: PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(await trailOf(hotel.id)).toEqual([]);
  });
});
