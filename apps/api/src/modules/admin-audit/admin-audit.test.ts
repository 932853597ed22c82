import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  bearerEn,
  createHotel,
  createMember,
  createUser,
  loginAs,
} from '../../test/factories';
import { auditActorOf, recordAdminChange } from './admin-audit.recorder';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInAdmin() {
  const admin = await createUser(t.db, { superAdmin: true, firstName: 'Ada' });
  return { admin, token: await loginAs(t.app, admin) };
}

const trailOf = async (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearerEn(token) });

describe('GET /api/admin/audit', () => {
  it('lists one hotel’s changes newest first, with only the fields that changed', async () => {
    const { admin, token } = await signedInAdmin();
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner, { name: 'Seeblick' });
    const actor = auditActorOf({ ...admin, lastName: 'User' });
    await recordAdminChange(t.db, {
      actor,
      subject: 'hotel',
      action: 'hotel.created',
      hotelId: hotel.id,
      label: 'Seeblick',
      before: null,
      after: { name: 'Seeblick', theme_color: '#1d4ed8' },
    });
    await recordAdminChange(t.db, {
      actor,
      subject: 'hotel',
      action: 'hotel.updated',
      hotelId: hotel.id,
      label: 'Seeblick',
      before: { name: 'Seeblick', theme_color: '#1d4ed8' },
      after: { name: 'Seeblick am See', theme_color: '#1d4ed8' },
    });
    // Another hotel's change is not in this trail.
    await recordAdminChange(t.db, {
      actor,
      subject: 'hotel',
      action: 'hotel.updated',
      hotelId: (await createHotel(t.db, owner)).id,
      before: { name: 'A' },
      after: { name: 'B' },
    });

    const response = await trailOf(token, `hotelId=${hotel.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual([
      'hotel.updated',
      'hotel.created',
    ]);
    expect(page.items[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada User', email: admin.email },
      subject: 'hotel',
      hotelId: hotel.id,
      label: 'Seeblick',
      before: { name: 'Seeblick' },
      after: { name: 'Seeblick am See' },
    });
  });

  it('keeps the order of changes written within one millisecond', async () => {
    const { admin, token } = await signedInAdmin();
    const hotel = await createHotel(t.db, await createUser(t.db), { name: 'Seeblick' });
    const actor = auditActorOf({ ...admin, lastName: 'User' });
    // Back to back: on PGlite (whole-millisecond clock) several share a timestamp.
    const names = ['A', 'B', 'C', 'D', 'E', 'F'];
    let before = 'Seeblick';
    for (const name of names) {
      await recordAdminChange(t.db, {
        actor,
        subject: 'hotel',
        action: 'hotel.updated',
        hotelId: hotel.id,
        before: { name: before },
        after: { name },
      });
      before = name;
    }

    const page = (await trailOf(token, `hotelId=${hotel.id}`)).json();
    expect(page.items.map((entry: { after: { name: string } }) => entry.after.name)).toEqual(
      [...names].reverse(),
    );
  });

  it('never stores a secret and skips an update that changed nothing', async () => {
    const { admin, token } = await signedInAdmin();
    const subject = await createUser(t.db);
    const actor = auditActorOf({ ...admin, lastName: '' });
    await recordAdminChange(t.db, {
      actor,
      subject: 'credential',
      action: 'credential.changed',
      userId: subject.id,
      before: { configured: false, password: 'old-secret-value' },
      after: { configured: true, nested: { apiKey: 'sk_live_should_not_be_here' } },
    });
    await recordAdminChange(t.db, {
      actor,
      subject: 'user',
      action: 'user.updated',
      userId: subject.id,
      before: { firstName: 'Same' },
      after: { firstName: 'Same' },
    });

    const response = await trailOf(token, `userId=${subject.id}`);
    expect(response.json().total).toBe(1);
    expect(response.body).not.toContain('old-secret-value');
    expect(response.body).not.toContain('sk_live_should_not_be_here');
    expect(response.json().items[0]).toMatchObject({
      before: { configured: false, password: '[redacted]' },
      after: { configured: true, nested: { apiKey: '[redacted]' } },
    });
  });

  it('compares object fields one level down', async () => {
    const { admin, token } = await signedInAdmin();
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    await recordAdminChange(t.db, {
      actor: auditActorOf({ ...admin, lastName: '' }),
      subject: 'hotel',
      action: 'hotel.updated',
      hotelId: hotel.id,
      before: { setting: { currency: 'EUR', timeZone: 'Europe/Berlin' }, name: 'A' },
      after: { setting: { currency: 'CHF', timeZone: 'Europe/Berlin' }, name: 'A' },
    });
    const [entry] = (await trailOf(token, `hotelId=${hotel.id}`)).json().items;
    expect(entry).toMatchObject({
      before: { 'setting.currency': 'EUR' },
      after: { 'setting.currency': 'CHF' },
    });
    expect(Object.keys(entry.after)).toEqual(['setting.currency']);
  });

  it('pages the trail', async () => {
    const { admin, token } = await signedInAdmin();
    const subject = await createUser(t.db);
    for (const name of ['A', 'B', 'C']) {
      await recordAdminChange(t.db, {
        actor: auditActorOf({ ...admin, lastName: '' }),
        subject: 'user',
        action: 'user.updated',
        userId: subject.id,
        before: { firstName: `${name}0` },
        after: { firstName: name },
      });
    }
    const second = (await trailOf(token, `userId=${subject.id}&limit=2&page=2`)).json();
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items).toHaveLength(1);
  });

  it('asks for exactly one of hotel and user, and bounds the page size', async () => {
    const { token } = await signedInAdmin();
    const neither = await trailOf(token, '');
    expect(neither.statusCode).toBe(400);
    const tooLarge = await trailOf(token, `userId=${crypto.randomUUID()}&limit=101`);
    expect(tooLarge.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?hotelId=nope',
      headers: { ...bearer(token), 'accept-language': 'de' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
  });

  it('refuses owners, members and anonymous callers', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageHotel']);
    for (const user of [owner, member]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?hotelId=${hotel.id}`,
        headers: { ...bearer(await loginAs(t.app, user), hotel.id), 'accept-language': 'de' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Sie haben keine Berechtigung, diese Seite aufzurufen');
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?hotelId=${hotel.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
