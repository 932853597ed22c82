import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locks } from '../../db/schema-locks';
import { hotels } from '../../db/schema';
import { adminAuditEntries, platformSettings } from '../../db/schema-admin';
import { credentials } from '../../db/schema-platform';
import { createCredentialsService } from '../credentials';
import { createSecretBox } from '../../lib/secret-box';
import { startFakeBwOnline, type FakeBwOnline } from '../../test/lock-provider-fakes';
import { silentServer } from '../../test/silent-server';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createPlatformSoapService } from './platform-soap.service';

const PASSWORD = 'platform-soap-pässword';

let t: TestApp;
let adminToken: string;
let fake: FakeBwOnline;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, await createUser(t.db, { superAdmin: true }));
  fake = await startFakeBwOnline({ username: 'platform', password: PASSWORD });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const URLS: Record<Method, string> = {
  GET: '/api/admin/soap',
  PUT: '/api/admin/soap',
  POST: '/api/admin/soap/test',
};

const call = (
  method: Method,
  options: { token?: string; payload?: object; language?: 'de' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url: URLS[method],
    headers: {
      ...bearer(options.token ?? adminToken),
      'accept-language': options.language ?? 'en',
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

const configure = (payload: object) => call('PUT', { payload });

async function platformAudit() {
  return t.db
    .select()
    .from(adminAuditEntries)
    .where(isNull(adminAuditEntries.hotelId))
    .orderBy(adminAuditEntries.createdAt);
}

async function closedPortUrl() {
  const server = await silentServer();
  await server.close();
  return `http://127.0.0.1:${server.port}/soap`;
}

describe('/api/admin/soap', () => {
  it('answers nothing configured and refuses a test then (409, translated)', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      endpoint: '',
      username: '',
      password: { configured: false },
      hotelsUsing: 0,
    });
    const test = await call('POST', { language: 'de' });
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Bitte hinterlegen Sie zuerst Endpunkt und Passwort des SOAP-Dienstes',
    });
  });

  it('stores the account (password write-only), counts the hotels using it, records both changes', async () => {
    const owner = await createUser(t.db);
    const [plain, alsoPlain, nuki, own] = await Promise.all(
      [1, 2, 3, 4].map(() => createHotel(t.db, owner)),
    );
    await t.db
      .update(hotels)
      .set({ lockSettings: { hardware: 'nuki', bwOnlineEndpoint: '', bwOnlineUsername: '' } })
      .where(eq(hotels.id, nuki!.id));
    await t.db
      .update(hotels)
      .set({
        lockSettings: {
          hardware: 'bwOnline',
          bwOnlineEndpoint: 'https://own.example/soap',
          bwOnlineUsername: 'own',
        },
      })
      .where(eq(hotels.id, own!.id));
    const allHotels = await t.db.select({ id: hotels.id }).from(hotels);

    const response = await configure({
      endpoint: ` ${fake.url} `,
      username: 'platform',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      endpoint: fake.url,
      username: 'platform',
      password: { configured: true },
      // Every hotel but the Nuki one and the one with its own endpoint.
      hotelsUsing: allHotels.length - 2,
    });
    expect([plain, alsoPlain].every(Boolean)).toBe(true);
    expect(response.body).not.toContain(PASSWORD);
    const [row] = await t.db
      .select()
      .from(credentials)
      .where(and(isNull(credentials.hotelId), eq(credentials.name, 'platform.bwonline_password')));
    expect(row!.ciphertext).not.toContain(PASSWORD);
    expect(await t.db.select().from(platformSettings)).toEqual([
      expect.objectContaining({
        key: 'bwonline',
        value: { endpoint: fake.url, username: 'platform' },
      }),
    ]);

    const trail = await platformAudit();
    expect(trail.map((entry) => [entry.subject, entry.action, entry.before, entry.after])).toEqual([
      [
        'platform',
        'platform.updated',
        { endpoint: '', username: '' },
        { endpoint: fake.url, username: 'platform' },
      ],
      ['credential', 'credential.changed', { configured: false }, { configured: true }],
    ]);
    expect(JSON.stringify(trail)).not.toContain(PASSWORD);
  });

  it('keeps the password when left out, records a replacement, removes it when empty', async () => {
    const before = (await platformAudit()).length;
    const kept = await configure({ endpoint: fake.url, username: 'platform' });
    expect(kept.json().password).toEqual({ configured: true });
    expect(await platformAudit()).toHaveLength(before);

    await configure({ endpoint: fake.url, username: 'platform', password: PASSWORD });
    const replaced = (await platformAudit()).at(-1)!;
    expect(replaced).toMatchObject({
      action: 'credential.changed',
      before: {},
      after: { replaced: true },
    });

    const removed = await configure({ endpoint: fake.url, username: 'platform', password: '' });
    expect(removed.json()).toMatchObject({ password: { configured: false }, hotelsUsing: 0 });
    expect((await platformAudit()).at(-1)).toMatchObject({
      action: 'credential.changed',
      before: { configured: true },
      after: { configured: false },
    });
    expect((await call('POST')).statusCode).toBe(409);
  });

  it('sends the stored password to no new address or username unless it is entered again', async () => {
    await configure({ endpoint: fake.url, username: 'platform', password: PASSWORD });
    const stored = (await call('GET')).json();
    const trail = (await platformAudit()).length;
    for (const payload of [
      { endpoint: 'https://evil.example/soap', username: 'platform' },
      { endpoint: fake.url, username: 'someone-else' },
    ]) {
      const en = await call('PUT', { payload, language: 'en' });
      expect(en.statusCode, JSON.stringify(payload)).toBe(400);
      expect(en.json().issues).toEqual([
        expect.objectContaining({
          path: 'password',
          message: 'Please enter the password again for the new address',
        }),
      ]);
      const de = await call('PUT', { payload, language: 'de' });
      expect(de.json().issues[0].message).toBe(
        'Bitte das Passwort für die neue Adresse erneut eingeben',
      );
    }
    expect((await call('GET')).json()).toEqual(stored);
    expect(await platformAudit()).toHaveLength(trail);
    // With the password entered again the new account is taken.
    const moved = await configure({
      endpoint: 'https://other.example/soap',
      username: 'platform',
      password: PASSWORD,
    });
    expect(moved.json()).toMatchObject({ endpoint: 'https://other.example/soap' });
    await configure({ endpoint: fake.url, username: 'platform', password: '' });
  });

  it('rejects bad input with translated messages and changes nothing', async () => {
    await configure({ endpoint: fake.url, username: 'platform', password: PASSWORD });
    const stored = await call('GET');
    const cases: object[] = [
      { endpoint: 'ftp://bw.example/soap', username: 'u' },
      { endpoint: 'http://bw.example/soap', username: 'u' },
      { endpoint: `https://bw.example/${'x'.repeat(500)}`, username: 'u' },
      { endpoint: fake.url, username: 'u'.repeat(201) },
      { endpoint: fake.url, username: 'u', password: 'p'.repeat(501) },
      { endpoint: fake.url, username: 'u', extra: true },
      { username: 'u' },
    ];
    for (const payload of cases) {
      const response = await call('PUT', { payload, language: 'de' });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().issues.length).toBeGreaterThan(0);
    }
    const url = await call('PUT', {
      payload: { endpoint: 'ftp://bw.example', username: 'u' },
      language: 'de',
    });
    expect(url.json().issues).toEqual([
      expect.objectContaining({
        path: 'endpoint',
        message: expect.stringContaining('https://'),
      }),
    ]);
    expect((await call('GET')).json()).toEqual(stored.json());
  });

  it('tests the connection: the lock count, a refused password, a SOAP fault, no service', async () => {
    await configure({ endpoint: fake.url, username: 'platform', password: PASSWORD });
    const ok = await call('POST', { language: 'de' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      ok: true,
      answer: 'Der Dienst hat geantwortet: 3 Schloss/Schlösser gefunden',
    });
    expect(fake.requests.at(-1)!.headers.soapaction).toBe('"urn:bwonline:access:1#GetComponents"');

    fake.failNext({ fault: 'Wartungsarbeiten bis 14 Uhr' });
    expect((await call('POST')).json()).toEqual({
      ok: false,
      error: 'The service answered with an error: Wartungsarbeiten bis 14 Uhr',
    });

    await configure({ endpoint: fake.url, username: 'platform', password: 'wrong' });
    const refused = await call('POST');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      ok: false,
      error: 'The service refused the username or password',
    });

    // A new address takes the password again (a stored one never follows it unasked).
    await configure({ endpoint: await closedPortUrl(), username: 'platform', password: 'wrong' });
    expect((await call('POST', { language: 'de' })).json()).toEqual({
      ok: false,
      error: 'Der Dienst ist nicht erreichbar (bitte die Adresse prüfen)',
    });
  });

  it('gives up on a service that does not answer within the test’s time', async () => {
    const silent = await silentServer();
    try {
      await configure({
        endpoint: `http://127.0.0.1:${silent.port}/soap`,
        username: 'platform',
        password: PASSWORD,
      });
      const service = createPlatformSoapService({
        db: t.db,
        credentials: createCredentialsService({
          db: t.db,
          secretBox: createSecretBox(testConfig().secretsKey),
        }),
        jobs: t.app.jobs,
        testTimeoutMs: 200,
      });
      expect(await service.test()).toEqual({
        ok: false,
        error: { key: 'errors.soapTestTimeout' },
      });
    } finally {
      await silent.close();
    }
  });

  it('opens the door of a hotel without its own endpoint through the platform account', async () => {
    await configure({ endpoint: fake.url, username: 'platform', password: PASSWORD });
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const [lock] = await t.db
      .insert(locks)
      .values({ hotelId: hotel.id, name: 'Zimmer 101', hardware: 'bwOnline', providerId: 'C-101' })
      .returning();
    const token = await loginAs(t.app, owner);

    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hotel/${hotel.id}/lock_settings`,
      headers: bearer(adminToken),
    });
    expect(settings.json()).toMatchObject({
      provider: 'bwOnline',
      bwOnline: { endpoint: '', source: 'platform', platformConfigured: true },
    });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/lock/${lock!.id}/open`,
      headers: bearer(token, hotel.id),
    });
    expect(opened.statusCode).toBe(200);
    expect(fake.openings.at(-1)).toBe('C-101');
    // The admin's locks page lists them through the hotel's own call, with its header.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/lock',
      headers: bearer(adminToken, hotel.id),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      provider: 'bwOnline',
      rooms: [expect.objectContaining({ name: 'Zimmer 101', providerId: 'C-101' })],
    });
    const lastCall = fake.requests.at(-1)!;
    expect(lastCall.body).toContain('<wsse:Username>platform</wsse:Username>');

    // The platform account gone: the simulator answers again.
    await configure({ endpoint: '', username: '' });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hotel/${hotel.id}/lock_settings`,
      headers: bearer(adminToken),
    });
    expect(after.json()).toMatchObject({
      provider: 'simulator',
      bwOnline: { source: 'none', platformConfigured: false },
    });
  });

  it('answers 401 without a token and 403 to owners and members on every call', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, ['manageHotel', 'manageBookings']);
    const stored = await call('GET');
    const payload = { endpoint: 'https://evil.example/soap', username: 'x', password: 'y' };
    for (const user of [owner, member]) {
      const token = await loginAs(t.app, user);
      for (const method of ['GET', 'PUT', 'POST'] as const) {
        const response = await call(method, {
          token,
          payload: method === 'PUT' ? payload : undefined,
          language: 'de',
        });
        expect(response.statusCode, method).toBe(403);
        expect(response.json().message).toBe(
          'Sie haben keine Berechtigung, diese Seite aufzurufen',
        );
      }
    }
    for (const method of ['GET', 'PUT', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: URLS[method],
        ...(method === 'PUT' ? { payload } : {}),
      });
      expect(response.statusCode, method).toBe(401);
    }
    expect((await call('GET')).json()).toEqual(stored.json());
  });
});
