import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditEntries, servicePresets } from '../../db/schema-admin';
import { services } from '../../db/schema-setup';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (
  method: Method,
  url: string,
  options: { token?: string; hotelId?: string; payload?: object; language?: 'de' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...bearer(options.token ?? adminToken, options.hotelId),
      'accept-language': options.language ?? 'en',
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}-${Date.now() % 100000}`;

async function createPreset(values: { name?: string; price?: number } = {}) {
  const response = await call('POST', '/api/admin/service_presets', {
    payload: {
      name: values.name ?? uniqueName('Frühstück'),
      description: 'Buffet',
      price: values.price ?? 1500,
      charge: 'per_person_per_night',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; name: string }>();
}

async function auditOf(action: string, label: string) {
  const rows = await t.db
    .select()
    .from(adminAuditEntries)
    .where(eq(adminAuditEntries.label, label));
  return rows.filter((row) => row.action === action);
}

describe('/api/admin/service_presets', () => {
  it('creates, lists by name, replaces and deletes presets, each recorded in the trail', async () => {
    const zName = uniqueName('Zustellbett');
    const aName = uniqueName('Aaa Parkplatz');
    const z = await createPreset({ name: zName, price: 2000 });
    expect(z).toMatchObject({
      name: zName,
      description: 'Buffet',
      price: 2000,
      charge: 'per_person_per_night',
    });
    const a = await createPreset({ name: aName });

    const list = await call('GET', '/api/admin/service_presets');
    expect(list.statusCode).toBe(200);
    const names = list.json<{ items: { name: string }[] }>().items.map((item) => item.name);
    expect(names.indexOf(aName)).toBeLessThan(names.indexOf(zName));

    const renamed = uniqueName('Zustellbett XL');
    const put = await call('PUT', `/api/admin/service_presets/${z._id}`, {
      payload: { name: renamed, price: 2500, charge: 'per_night' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      _id: z._id,
      name: renamed,
      price: 2500,
      charge: 'per_night',
    });

    const deleted = await call('DELETE', `/api/admin/service_presets/${a._id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(servicePresets).where(eq(servicePresets.id, a._id))).toEqual(
      [],
    );
    expect((await call('DELETE', `/api/admin/service_presets/${a._id}`)).statusCode).toBe(404);

    const [created] = await auditOf('preset.created', zName);
    expect(created).toMatchObject({
      subject: 'preset',
      actorId: adminId,
      before: null,
      after: { name: zName, price: 2000, charge: 'per_person_per_night' },
    });
    const [updated] = await auditOf('preset.updated', renamed);
    expect(updated).toMatchObject({
      before: { name: zName, price: 2000, charge: 'per_person_per_night' },
      after: { name: renamed, price: 2500, charge: 'per_night' },
    });
    const [removed] = await auditOf('preset.deleted', aName);
    expect(removed).toMatchObject({ before: { name: aName }, after: null });
  });

  it('refuses a name another preset has in any case (409, translated), keeps its own', async () => {
    const name = uniqueName('Hund');
    const preset = await createPreset({ name });
    const other = await createPreset();
    const taken = await call('POST', '/api/admin/service_presets', {
      payload: { name: name.toUpperCase(), price: 100 },
      language: 'de',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: `Eine Leistungsvorlage namens „${name.toUpperCase()}“ gibt es bereits`,
    });
    const renamedOnto = await call('PUT', `/api/admin/service_presets/${other._id}`, {
      payload: { name: ` ${name.toLowerCase()} `, price: 100 },
    });
    expect(renamedOnto.statusCode).toBe(409);
    const sameName = await call('PUT', `/api/admin/service_presets/${preset._id}`, {
      payload: { name: name.toLowerCase(), price: 100 },
    });
    expect(sameName.statusCode).toBe(200);
  });

  it('rejects bad input with the service form’s translated messages and changes nothing', async () => {
    const before = await t.db.select().from(servicePresets);
    const response = await call('POST', '/api/admin/service_presets', {
      payload: { name: '', price: -1, charge: 'per_week', extra: 1 },
      language: 'de',
    });
    expect(response.statusCode).toBe(400);
    const issues = response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'Name der Leistung ist erforderlich' }),
        expect.objectContaining({ path: 'price' }),
        expect.objectContaining({ path: 'charge' }),
      ]),
    );
    const tooLong = await call('POST', '/api/admin/service_presets', {
      payload: { name: 'x'.repeat(201), price: 1 },
    });
    expect(tooLong.statusCode).toBe(400);
    const badId = await call('PUT', '/api/admin/service_presets/not-a-uuid', {
      payload: { name: 'x', price: 1 },
    });
    expect(badId.statusCode).toBe(400);
    expect(await t.db.select().from(servicePresets)).toEqual(before);
  });

  it('answers 401 without a token and 403 to owners and members on every call', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, ['manageHotel']);
    const preset = await createPreset();
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/service_presets'],
      ['POST', '/api/admin/service_presets', { name: uniqueName('x'), price: 1 }],
      ['PUT', `/api/admin/service_presets/${preset._id}`, { name: uniqueName('x'), price: 1 }],
      ['DELETE', `/api/admin/service_presets/${preset._id}`],
    ];
    for (const user of [owner, member]) {
      const token = await loginAs(t.app, user);
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, { token, payload, language: 'de' });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(
          'Sie haben keine Berechtigung, diese Seite aufzurufen',
        );
      }
    }
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      await t.db.select().from(servicePresets).where(eq(servicePresets.id, preset._id)),
    ).toHaveLength(1);
  });
});

describe('the hotel’s presets: GET /api/service_presets, POST /api/service/import_presets', () => {
  it('lists presets to a member with manageHotel and imports them, skipping names the hotel has', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, ['manageHotel']);
    const token = await loginAs(t.app, member);
    const breakfast = await createPreset({ name: uniqueName('Frühstück') });
    const parking = await createPreset({ name: uniqueName('Parkplatz'), price: 900 });
    await t.db.insert(services).values({
      hotelId: hotel.id,
      name: breakfast.name.toUpperCase(),
      price: 1,
      charge: 'per_stay',
    });

    const list = await call('GET', '/api/service_presets', { token, hotelId: hotel.id });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: { _id: string }[] }>().items.map((item) => item._id)).toEqual(
      expect.arrayContaining([breakfast._id, parking._id]),
    );

    const imported = await call('POST', '/api/service/import_presets', {
      token,
      hotelId: hotel.id,
      payload: { presetIds: [breakfast._id, parking._id, crypto.randomUUID()] },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ created: 1 });
    const rows = await t.db.select().from(services).where(eq(services.hotelId, hotel.id));
    expect(rows.map((row) => [row.name, row.price, row.charge]).sort()).toEqual(
      [
        [breakfast.name.toUpperCase(), 1, 'per_stay'],
        [parking.name, 900, 'per_person_per_night'],
      ].sort(),
    );
    const again = await call('POST', '/api/service/import_presets', {
      token,
      hotelId: hotel.id,
      payload: { presetIds: [parking._id] },
    });
    expect(again.json()).toEqual({ created: 0 });

    // The static path wins over /service/:id: the hotel's own service routes still answer.
    const service = await call('GET', `/api/service/${rows[0]!.id}`, { token, hotelId: hotel.id });
    expect(service.statusCode).toBe(200);
  });

  it('refuses members without manageHotel (403) and bad bodies (400, translated)', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const viewer = await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']);
    const token = await loginAs(t.app, viewer);
    const preset = await createPreset();
    expect(
      (await call('GET', '/api/service_presets', { token, hotelId: hotel.id })).statusCode,
    ).toBe(403);
    const refused = await call('POST', '/api/service/import_presets', {
      token,
      hotelId: hotel.id,
      payload: { presetIds: [preset._id] },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(services).where(eq(services.hotelId, hotel.id))).toEqual([]);

    const ownerToken = await loginAs(t.app, owner);
    const empty = await call('POST', '/api/service/import_presets', {
      token: ownerToken,
      hotelId: hotel.id,
      payload: { presetIds: [] },
      language: 'de',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      expect.objectContaining({
        path: 'presetIds',
        message: 'Bitte wählen Sie mindestens eine Vorlage aus',
      }),
    ]);
    const tooMany = await call('POST', '/api/service/import_presets', {
      token: ownerToken,
      hotelId: hotel.id,
      payload: { presetIds: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    });
    expect(tooMany.statusCode).toBe(400);
    const notIds = await call('POST', '/api/service/import_presets', {
      token: ownerToken,
      hotelId: hotel.id,
      payload: { presetIds: ['x'] },
    });
    expect(notIds.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/service_presets',
          headers: { hotel: hotel.id },
        })
      ).statusCode,
    ).toBe(401);
    // The owner may: 200.
    expect(
      (await call('GET', '/api/service_presets', { token: ownerToken, hotelId: hotel.id }))
        .statusCode,
    ).toBe(200);
  });
});
