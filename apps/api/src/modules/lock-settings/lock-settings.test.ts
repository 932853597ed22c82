import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockSettingsSchema } from '@hotel/shared/contracts/locks';
import {
  addSimulatedLocks,
  setSimulatorFailing,
} from '../../adapters/locks/simulator-lock-provider';
import { hotels } from '../../db/schema';
import { credentials } from '../../db/schema-platform';
import {
  bearer,
  createHotel,
  createMember,
  createOwnedHotel,
  createUser,
  loginAs,
} from '../../test/factories';
import { signGuestToken } from '../../lib/tokens';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';

const PASSWORD = 'bw-online-password-§$%';
const TOKEN = 'nuki-api-token-0123456789abWXYZ';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, await createUser(t.db, { superAdmin: true }));
});
afterAll(() => t.close());

const url = (hotelId: string) => `/api/admin/hotel/${hotelId}/lock_settings`;

const call = (
  method: 'GET' | 'PUT',
  hotelId: string,
  options: { token?: string; payload?: object; language?: 'de' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url: url(hotelId),
    headers: {
      ...bearer(options.token ?? adminToken),
      'accept-language': options.language ?? 'en',
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

async function newHotel() {
  return createHotel(t.db, await createUser(t.db));
}

async function storedState(hotelId: string) {
  const [hotel] = await t.db.select().from(hotels).where(eq(hotels.id, hotelId));
  const secrets = await t.db.select().from(credentials).where(eq(credentials.hotelId, hotelId));
  return { settings: hotel!.lockSettings, secrets };
}

describe('GET/PUT /api/admin/hotel/{hotelId}/lock_settings', () => {
  it('answers a new hotel’s settings: bwOnline hardware, the simulator answering', async () => {
    const hotel = await newHotel();
    await addSimulatedLocks(t.db, hotel.id, [{ providerId: 'SIM-1', name: 'Eingang' }]);
    await setSimulatorFailing(t.db, hotel.id, true);
    const response = await call('GET', hotel.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hardware: 'bwOnline',
      provider: 'simulator',
      bwOnline: {
        endpoint: '',
        username: '',
        password: { configured: false, last4: null },
        source: 'none',
        platformConfigured: false,
      },
      nuki: { apiToken: { configured: false, last4: null } },
      simulator: { failing: true },
    });
  });

  it('stores bwOnline’s endpoint and password, and then bwOnline answers', async () => {
    const hotel = await newHotel();
    const response = await call('PUT', hotel.id, {
      payload: {
        hardware: 'bwOnline',
        bwOnline: {
          endpoint: ' https://bw.example/soap ',
          username: 'sonne',
          password: PASSWORD,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(lockSettingsSchema.parse(response.json())).toMatchObject({
      hardware: 'bwOnline',
      provider: 'bwOnline',
      bwOnline: {
        endpoint: 'https://bw.example/soap',
        username: 'sonne',
        password: { configured: true, last4: null },
      },
    });
    expect(response.body).not.toContain(PASSWORD);
    expect((await call('GET', hotel.id)).body).not.toContain(PASSWORD);
    const { secrets } = await storedState(hotel.id);
    expect(secrets.map((row) => row.name)).toEqual(['locks.bwonline_password']);
    expect(secrets[0]!.ciphertext).not.toContain(PASSWORD);
  });

  it('switches to Nuki with a token (last four shown), keeps secrets left out, removes empty ones', async () => {
    const hotel = await newHotel();
    await call('PUT', hotel.id, {
      payload: {
        hardware: 'bwOnline',
        bwOnline: { endpoint: 'https://bw.example/soap', username: 'u', password: PASSWORD },
      },
    });
    const nuki = await call('PUT', hotel.id, {
      payload: { hardware: 'nuki', nuki: { apiToken: TOKEN } },
    });
    expect(nuki.json()).toMatchObject({
      hardware: 'nuki',
      provider: 'nuki',
      // Left out: bwOnline's endpoint, username and password stay for a switch back.
      bwOnline: {
        endpoint: 'https://bw.example/soap',
        username: 'u',
        password: { configured: true, last4: null },
      },
      nuki: { apiToken: { configured: true, last4: 'WXYZ' } },
    });
    expect(nuki.body).not.toContain(TOKEN);

    const removed = await call('PUT', hotel.id, {
      payload: { hardware: 'nuki', nuki: { apiToken: '' } },
    });
    // Without its token Nuki cannot answer: the simulator does, and the settings say so.
    expect(removed.json()).toMatchObject({
      provider: 'simulator',
      nuki: { apiToken: { configured: false, last4: null } },
    });
    const back = await call('PUT', hotel.id, { payload: { hardware: 'bwOnline' } });
    expect(back.json()).toMatchObject({ hardware: 'bwOnline', provider: 'bwOnline' });
    const { secrets } = await storedState(hotel.id);
    expect(secrets.map((row) => row.name)).toEqual(['locks.bwonline_password']);
  });

  it('sends the stored password to no new address or username unless it is entered again', async () => {
    const hotel = await newHotel();
    const account = { endpoint: 'https://bw.example/soap', username: 'sonne' };
    const save = (bwOnline: object, language: 'de' | 'en' = 'en') =>
      call('PUT', hotel.id, { payload: { hardware: 'bwOnline', bwOnline }, language });
    expect((await save({ ...account, password: PASSWORD })).statusCode).toBe(200);
    const stored = await storedState(hotel.id);

    for (const moved of [
      { ...account, endpoint: 'https://evil.example/soap' },
      { ...account, endpoint: 'https://bw.example:8443/soap' },
      { ...account, username: 'mond' },
    ]) {
      const en = await save(moved);
      expect(en.statusCode, JSON.stringify(moved)).toBe(400);
      expect(en.json().issues).toEqual([
        expect.objectContaining({
          path: 'bwOnline.password',
          message: 'Please enter the password again for the new address',
        }),
      ]);
    }
    const de = await save({ ...account, endpoint: 'https://evil.example/soap' }, 'de');
    expect(de.json().issues[0].message).toBe(
      'Bitte das Passwort für die neue Adresse erneut eingeben',
    );
    expect(await storedState(hotel.id)).toEqual(stored);

    // Another path on the same server, the password given again, or no address at all pass.
    expect((await save({ ...account, endpoint: 'https://bw.example/v2/soap' })).statusCode).toBe(
      200,
    );
    const again = await save({
      endpoint: 'https://new.example/soap',
      username: 'mond',
      password: 'x',
    });
    expect(again.statusCode).toBe(200);
    expect((await save({ endpoint: '', username: 'mond' })).statusCode).toBe(200);
  });

  it('refuses bad input with translated messages and changes nothing', async () => {
    const hotel = await newHotel();
    const before = await storedState(hotel.id);
    const bad = {
      hardware: 'bwOnline',
      bwOnline: { endpoint: 'ftp://bw.example', username: 'u'.repeat(201), password: 'x' },
    };
    const en = await call('PUT', hotel.id, { payload: bad, language: 'en' });
    expect(en.statusCode).toBe(400);
    const issues = (response: typeof en) =>
      response.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues(en)).toEqual([
      expect.objectContaining({
        path: 'bwOnline.endpoint',
        message: 'Please enter an https:// address (http:// only for this server itself)',
      }),
      expect.objectContaining({
        path: 'bwOnline.username',
        message: 'Please use at most 200 characters',
      }),
    ]);
    const de = await call('PUT', hotel.id, { payload: bad, language: 'de' });
    expect(de.statusCode).toBe(400);
    expect(issues(de).map((issue) => issue.path)).toEqual([
      'bwOnline.endpoint',
      'bwOnline.username',
    ]);
    expect(issues(de)[0]!.message).not.toBe(issues(en)[0]!.message);
    for (const payload of [{ hardware: 'salto' }, { hardware: 'nuki', extra: 1 }, {}]) {
      expect((await call('PUT', hotel.id, { payload })).statusCode).toBe(400);
    }
    expect((await call('GET', 'not-a-hotel-id')).statusCode).toBe(400);
    const missing = await call('GET', '00000000-0000-4000-8000-000000000000', { language: 'de' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Hotel nicht gefunden');
    expect(await storedState(hotel.id)).toEqual(before);
  });

  it('is for super admins only: owners, members, guests and API keys are refused', async () => {
    const owned = await createOwnedHotel(t.app, t.db);
    const member = await createMember(t.db, owned.hotel.id, ['manageHotel', 'manageBookings']);
    const memberToken = await loginAs(t.app, member);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/plugin/api/keys',
      headers: bearer(owned.token, owned.hotel.id),
      payload: {
        name: 'Website',
        permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
      },
    });
    const apiKey = key.json<{ key: string }>().key;
    const guest = await createGuest(t.db, owned.hotel.id, { firstName: 'Anna', lastName: 'Weber' });
    const guestToken = signGuestToken(
      { hotelId: owned.hotel.id, guestId: guest.id },
      testConfig().jwtSecret,
    );
    // A valid guest token (the guest app takes it), no credential for the admin area.
    const asGuest = await t.app.inject({
      method: 'GET',
      url: `/api/guest_app/${owned.hotel.id}/guest`,
      headers: bearer(guestToken),
    });
    expect(asGuest.statusCode).not.toBe(401);
    const before = await storedState(owned.hotel.id);
    const payload = { hardware: 'nuki', nuki: { apiToken: TOKEN } };

    for (const [token, hotelId, status] of [
      [owned.token, owned.hotel.id, 403],
      [memberToken, owned.hotel.id, 403],
      [apiKey, owned.hotel.id, 403],
      [guestToken, owned.hotel.id, 401],
    ] as const) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await call(method, hotelId, { token, payload });
        expect(response.statusCode).toBe(status);
        expect(response.body).not.toContain(TOKEN);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: url(owned.hotel.id) });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await call('GET', owned.hotel.id, { token: owned.token, language: 'de' });
    expect(forbidden.json().message).toBe('Sie haben keine Berechtigung, diese Seite aufzurufen');
    expect(await storedState(owned.hotel.id)).toEqual(before);
  });
});
