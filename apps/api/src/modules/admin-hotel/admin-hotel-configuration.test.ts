import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEntries } from '../../db/schema-admin';
import { syncJobs } from '../../db/schema-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bearer,
  bearerEn,
  createHotel,
  createMember,
  createUser,
  loginAs,
} from '../../test/factories';
import { csvSettings } from '../../test/csv-import-factories';
import { setPublicPage } from '../../test/public-catalog-factories';
import { smoobuHotelScene } from '../../test/smoobu-factories';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';

let t: TestApp;
let fake: FakeSmoobu;
let adminToken: string;
beforeAll(async () => {
  fake = await startSmoobuFake();
  t = await createTestApp({ smoobuApiUrl: fake.url });
  adminToken = await loginAs(t.app, await createUser(t.db, { superAdmin: true }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ALL_OFF = {
  features: {
    self_check_in: false,
    guestRegistrationRequired: false,
    useOnlinePayments: false,
    additional_entrance: false,
    nine_digit_additional_entrance: false,
  },
  plugins: {
    public_page: false,
    guest_app: false,
    smoobu: false,
    roomraccoon: false,
    csv_import: false,
  },
};

async function ownedHotel() {
  const owner = await createUser(t.db);
  const hotel = await createHotel(t.db, owner);
  const ownerToken = await loginAs(t.app, owner);
  const asOwner = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearerEn(ownerToken, hotel.id), payload });
  return { owner, hotel, ownerToken, asOwner };
}

const configure = (hotelId: string, payload: object, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/hotel/${hotelId}/configuration`,
    headers: { ...bearer(adminToken), 'accept-language': language },
    payload,
  });

async function configurationOf(hotelId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/hotel/${hotelId}/configuration`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const auditOf = (hotelId: string) =>
  t.db
    .select()
    .from(adminAuditEntries)
    .where(
      and(
        eq(adminAuditEntries.hotelId, hotelId),
        eq(adminAuditEntries.action, 'configuration.updated'),
      ),
    );

describe('GET /api/admin/hotel/{id}/configuration', () => {
  it("answers a new hotel's switches, all off", async () => {
    const { hotel } = await ownedHotel();
    expect(await configurationOf(hotel.id)).toEqual(ALL_OFF);
  });

  it('says 404 for an unknown hotel, 400 for a malformed id; 401 and 403 for everyone else', async () => {
    const { owner, hotel } = await ownedHotel();
    const member = await createMember(t.db, hotel.id, ['manageHotel']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/admin/hotel/00000000-0000-4000-8000-000000000000/configuration',
      headers: bearerEn(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hotel not found');
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/hotel/123/configuration',
      headers: bearerEn(adminToken),
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);

    for (const method of ['GET', 'PUT'] as const) {
      const url = `/api/admin/hotel/${hotel.id}/configuration`;
      const payload = method === 'PUT' ? { features: { self_check_in: true } } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const user of [owner, member]) {
        const response = await t.app.inject({
          method,
          url,
          payload,
          headers: { ...bearer(await loginAs(t.app, user), hotel.id), 'accept-language': 'de' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          'Sie haben keine Berechtigung, diese Seite aufzurufen',
        );
      }
    }
    expect((await configurationOf(hotel.id)).features.self_check_in).toBe(false);
  });
});

describe('PUT /api/admin/hotel/{id}/configuration: features', () => {
  it("switches each feature on and off as the hotel's own settings show", async () => {
    const { hotel, asOwner } = await ownedHotel();
    for (const feature of Object.keys(ALL_OFF.features)) {
      for (const isOn of [true, false]) {
        const response = await configure(hotel.id, { features: { [feature]: isOn } });
        expect(response.statusCode).toBe(200);
        expect(response.json().features[feature]).toBe(isOn);
        const own = await asOwner('GET', `/api/hotel/${hotel.id}`);
        expect(own.json().setting[feature]).toBe(isOn);
      }
    }
    expect(await configurationOf(hotel.id)).toEqual(ALL_OFF);
  });

  it('changes only the given keys and records configuration.updated with what changed', async () => {
    const { hotel } = await ownedHotel();
    await configure(hotel.id, { features: { self_check_in: true } });
    const response = await configure(hotel.id, {
      features: { additional_entrance: true, self_check_in: true },
    });
    expect(response.json()).toEqual({
      ...ALL_OFF,
      features: { ...ALL_OFF.features, self_check_in: true, additional_entrance: true },
    });
    const entries = await auditOf(hotel.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [{ self_check_in: false }, { self_check_in: true }],
        [{ additional_entrance: false }, { additional_entrance: true }],
      ]),
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ subject: 'configuration', label: hotel.name });

    // Nothing changed: nothing recorded.
    expect((await configure(hotel.id, {})).statusCode).toBe(200);
    expect(await auditOf(hotel.id)).toHaveLength(2);
  });

  it('refuses unknown keys and non-booleans with translated issues, changing nothing', async () => {
    const { hotel } = await ownedHotel();
    for (const payload of [
      { features: { self_check_in: true, selfCheckIn: true } },
      { plugins: { public_page: true, stripe: true } },
      { features: { self_check_in: true }, extra: {} },
      { features: { self_check_in: 'yes' } },
    ]) {
      const response = await configure(hotel.id, payload, 'de');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
      expect(response.json().issues.length).toBeGreaterThan(0);
    }
    expect(await configurationOf(hotel.id)).toEqual(ALL_OFF);
    expect(await auditOf(hotel.id)).toEqual([]);
  });

  it('changes nothing when one switch is refused', async () => {
    const { hotel } = await ownedHotel();
    const response = await configure(hotel.id, {
      features: { self_check_in: true },
      plugins: { guest_app: true, roomraccoon: true },
    });
    expect(response.statusCode).toBe(400);
    expect(await configurationOf(hotel.id)).toEqual(ALL_OFF);
    expect(await auditOf(hotel.id)).toEqual([]);
  });
});

describe('PUT /api/admin/hotel/{id}/configuration: plugins', () => {
  it('switches the public page off and on: the public calls answer 404 while it is off', async () => {
    const { hotel } = await ownedHotel();
    // An older row: the page's switch stored as `enabled`.
    await setPublicPage(t, hotel.id, { hotel_description: 'Am See' });
    expect((await configurationOf(hotel.id)).plugins.public_page).toBe(true);
    const roomTypes = () =>
      t.app.inject({ method: 'GET', url: `/api/public/room_types/${hotel.id}` });
    expect((await roomTypes()).statusCode).toBe(200);

    const off = await configure(hotel.id, { plugins: { public_page: false } });
    expect(off.json().plugins.public_page).toBe(false);
    expect((await roomTypes()).statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: `/api/public/hotel/${hotel.id}` });
    expect(page.json().public_page).toMatchObject({ disabled: true, hotel_description: '' });

    await configure(hotel.id, { plugins: { public_page: true } });
    expect((await roomTypes()).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/public/hotel/${hotel.id}` });
    expect(again.json().public_page).toMatchObject({
      disabled: false,
      hotel_description: 'Am See',
    });
    const [, last] = await auditOf(hotel.id);
    expect(last).toMatchObject({ before: { public_page: false }, after: { public_page: true } });
  });

  it('switches the guest app on and off as the guest app sees it', async () => {
    const { hotel } = await ownedHotel();
    const guestApp = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/guest_app/${hotel.id}` })).json().guest_app;
    expect((await configure(hotel.id, { plugins: { guest_app: true } })).statusCode).toBe(200);
    expect(await guestApp()).toMatchObject({ enabled: true });
    await configure(hotel.id, { plugins: { guest_app: false } });
    expect(await guestApp()).toMatchObject({ enabled: false });
  });

  it("refuses Smoobu without a key exactly as the hotel's own switch does", async () => {
    const { hotel, asOwner } = await ownedHotel();
    const own = await asOwner('PUT', '/api/plugin/smoobu', { enabled: true });
    const admin = await configure(hotel.id, { plugins: { smoobu: true } });
    expect(own.statusCode).toBe(400);
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toEqual(own.json());
    expect(admin.json().message).toBe('Smoobu can only be switched on with a stored API key');
  });

  it('switches a set-up Smoobu on (queuing the first pull) and off (the sync stops)', async () => {
    const scene = await smoobuHotelScene(t, fake, { enable: false });
    const on = await configure(scene.hotel.id, { plugins: { smoobu: true } });
    expect(on.statusCode).toBe(200);
    expect((await scene.call('GET', '/api/plugin/smoobu')).enabled).toBe(true);
    const jobs = await t.db
      .select()
      .from(syncJobs)
      .where(and(eq(syncJobs.hotelId, scene.hotel.id), eq(syncJobs.channel, 'smoobu')));
    expect(jobs).toHaveLength(1);

    const off = await configure(scene.hotel.id, { plugins: { smoobu: false } });
    expect(off.json().plugins.smoobu).toBe(false);
    expect((await scene.call('GET', '/api/plugin/smoobu')).enabled).toBe(false);
  });

  it('refuses RoomRaccoon before it is set up; switches it on and off once it is', async () => {
    const { hotel, asOwner } = await ownedHotel();
    const refused = await configure(hotel.id, { plugins: { roomraccoon: true } }, 'de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^RoomRaccoon lässt sich noch nicht einschalten/);
    expect(refused.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'plugins.roomraccoon.username' })]),
    );

    const setUp = await asOwner('PUT', '/api/integration/roomraccoon', {
      enabled: false,
      username: 'rr-user',
      password: 'rr-secret-1',
      hotelCode: 'H1',
      roomTypes: [],
    });
    expect(setUp.statusCode).toBe(200);
    expect((await configure(hotel.id, { plugins: { roomraccoon: true } })).statusCode).toBe(200);
    const own = async () => (await asOwner('GET', '/api/integration/roomraccoon')).json();
    expect(await own()).toMatchObject({
      enabled: true,
      username: 'rr-user',
      hotelCode: 'H1',
      password: { configured: true },
    });
    await configure(hotel.id, { plugins: { roomraccoon: false } });
    expect((await own()).enabled).toBe(false);
  });

  it('refuses the CSV import without a share; switches it to the schedule and back once set up', async () => {
    const { hotel, asOwner } = await ownedHotel();
    const refused = await configure(hotel.id, { plugins: { csv_import: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The CSV import cannot be switched on yet/);
    expect(refused.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'plugins.csv_import.smb_share' })]),
    );

    const saved = await asOwner(
      'PUT',
      '/api/hotel/csv-import',
      csvSettings({
        smb_share: '\\\\nas\\exports',
        username: 'pms',
        file_path: 'buchungen.csv',
        password: 'share-secret',
      }),
    );
    expect(saved.statusCode).toBe(200);
    const own = async () => (await asOwner('GET', '/api/hotel/csv-import')).json();
    expect((await configure(hotel.id, { plugins: { csv_import: true } })).statusCode).toBe(200);
    expect((await own()).settings).toMatchObject({
      method: 'smb',
      smb_share: '\\\\nas\\exports',
      password: { configured: true },
    });
    expect((await own()).nextRunAt).not.toBeNull();
    await configure(hotel.id, { plugins: { csv_import: false } });
    expect((await own()).settings).toMatchObject({
      method: 'none',
      password: { configured: true },
    });
    expect((await own()).nextRunAt).toBeNull();
  });
});
