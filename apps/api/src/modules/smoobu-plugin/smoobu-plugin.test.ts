import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import { hotels } from '../../db/schema';
import { credentials } from '../../db/schema-platform';
import { syncJobs } from '../../db/schema-setup';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';
import { startSmoobuFake, type FakeSmoobu } from '../../test/smoobu-fake';
import { createTestApp, type TestApp } from '../../test/test-app';
import { smoobuHotelScene } from '../../test/smoobu-factories';

const PUBLIC_BASE_URL = 'https://channels.pms.test';

let t: TestApp;
let fake: FakeSmoobu;
beforeAll(async () => {
  fake = await startSmoobuFake();
  t = await createTestApp({ smoobuApiUrl: fake.url, publicBaseUrl: PUBLIC_BASE_URL });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

async function ownedHotel() {
  const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
  const headers = bearerEn(token, hotel.id);
  const inject = (method: 'GET' | 'PUT', url: string, payload?: object, extra = {}) =>
    t.app.inject({ method, url, headers: { ...headers, ...extra }, payload });
  return { hotel, token, owner, headers, inject };
}

describe('GET /api/plugin/smoobu/check_api', () => {
  it('answers the Smoobu account a right key belongs to', async () => {
    const { inject } = await ownedHotel();
    const response = await inject('GET', '/api/plugin/smoobu/check_api', undefined, {
      'x-smoobu-api-key': fake.apiKey,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Anna Brandstätter',
      email: 'anna@alpenhof.example',
      customerId: '4711',
    });
  });

  it('asks for the key when the header is missing', async () => {
    const { inject } = await ownedHotel();
    const response = await inject('GET', '/api/plugin/smoobu/check_api');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(response.body).toContain('Please enter the Smoobu API key');
  });

  it('says the key is incorrect when Smoobu refuses it', async () => {
    const { inject } = await ownedHotel();
    const response = await inject('GET', '/api/plugin/smoobu/check_api', undefined, {
      'x-smoobu-api-key': 'not-a-key-smoobu-knows',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Smoobu: incorrect API key');
  });

  it('says it cannot connect when Smoobu does not answer', { timeout: 20_000 }, async () => {
    const closed = await startSmoobuFake();
    await closed.close();
    const offline = await createTestApp({ smoobuApiUrl: closed.url });
    try {
      const { hotel, token } = await createOwnedHotel(offline.app, offline.db);
      const response = await offline.app.inject({
        method: 'GET',
        url: '/api/plugin/smoobu/check_api',
        headers: { ...bearerEn(token, hotel.id), 'x-smoobu-api-key': fake.apiKey },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Smoobu: cannot connect');
      const stored = await offline.app.inject({
        method: 'PUT',
        url: '/api/plugin/smoobu/credentials',
        headers: bearerEn(token, hotel.id),
        payload: { api_key: fake.apiKey },
      });
      expect(stored.json().message).toBe('Smoobu: cannot connect');
    } finally {
      await offline.close();
    }
  });

  it('is refused to a member without manageHotel', async () => {
    const { hotel } = await ownedHotel();
    const member = await createMember(t.db, hotel.id, ['viewBookings']);
    const token = await loginAs(t.app, member);
    for (const [method, url] of [
      ['GET', '/api/plugin/smoobu/check_api'],
      ['GET', '/api/plugin/smoobu'],
      ['PUT', '/api/plugin/smoobu/credentials'],
      ['GET', '/api/plugin/smoobu/apartment'],
      ['PUT', '/api/plugin/smoobu/apartments'],
      ['GET', '/api/plugin/smoobu/channels'],
      ['PUT', '/api/plugin/smoobu/channels'],
      ['PUT', '/api/plugin/smoobu'],
      ['GET', '/api/integration'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...bearerEn(token, hotel.id), 'x-smoobu-api-key': fake.apiKey },
        payload: method === 'PUT' ? { api_key: fake.apiKey } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('PUT /api/plugin/smoobu/credentials', () => {
  it('stores a key Smoobu accepts, encrypted, and answers only that one is stored', async () => {
    const { hotel, inject } = await ownedHotel();
    const response = await inject('PUT', '/api/plugin/smoobu/credentials', {
      api_key: fake.apiKey,
    });
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state).toMatchObject({
      enabled: false,
      customer_id: '4711',
      smoobu_channel_id: null,
      api_key: { configured: true, last4: fake.apiKey.slice(-4) },
    });
    expect(state.webhookUrl).toMatch(
      new RegExp(`^${PUBLIC_BASE_URL}/api/channel/smoobu/webhook/[A-Za-z0-9_-]{43}$`),
    );
    expect(response.body).not.toContain(fake.apiKey);
    const hotelResponse = await inject('GET', `/api/hotel/${hotel.id}`);
    expect(hotelResponse.body).not.toContain(fake.apiKey);
    const [row] = await t.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.hotelId, hotel.id), eq(credentials.name, 'smoobu.api_key')));
    expect(row!.ciphertext).not.toContain(fake.apiKey);
  });

  it('stores the settings even when the hotel’s plugins column holds no object', async () => {
    const { hotel, inject } = await ownedHotel();
    for (const damaged of [sql`'[]'::jsonb`, sql`'{"smoobu": "x"}'::jsonb`]) {
      await t.db.update(hotels).set({ plugins: damaged }).where(eq(hotels.id, hotel.id));
      const response = await inject('PUT', '/api/plugin/smoobu/credentials', {
        api_key: fake.apiKey,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ customer_id: '4711' });
    }
  });

  it('stores nothing when Smoobu refuses the key', async () => {
    const { hotel, inject } = await ownedHotel();
    const response = await inject('PUT', '/api/plugin/smoobu/credentials', {
      api_key: 'wrong-key-0000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Smoobu: incorrect API key');
    const rows = await t.db.select().from(credentials).where(eq(credentials.hotelId, hotel.id));
    expect(rows).toEqual([]);
    const state = await inject('GET', '/api/plugin/smoobu');
    expect(state.json()).toMatchObject({ customer_id: null, webhookUrl: null });
  });

  it('asks for the key when it is empty', async () => {
    const { inject } = await ownedHotel();
    const response = await inject('PUT', '/api/plugin/smoobu/credentials', { api_key: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please enter the Smoobu API key');
  });
});

describe('apartments', () => {
  it('needs a stored key first', async () => {
    const { inject } = await ownedHotel();
    const response = await inject('GET', '/api/plugin/smoobu/apartment');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please store the Smoobu API key first');
  });

  it('lists Smoobu’s apartments with the stored rooms', async () => {
    const scene = await smoobuHotelScene(t, fake, { enable: false });
    const list = await scene.call('GET', '/api/plugin/smoobu/apartment');
    expect(list.apartments).toEqual(
      expect.arrayContaining([
        { id: String(scene.seeblick.id), name: scene.seeblick.name, room: scene.room101.id },
        { id: String(scene.bergblick.id), name: scene.bergblick.name, room: scene.room102.id },
        { id: String(scene.unmapped.id), name: scene.unmapped.name, room: null },
      ]),
    );
  });

  it('refuses a room of another hotel and a room chosen twice, changing nothing', async () => {
    const scene = await smoobuHotelScene(t, fake, { enable: false });
    const other = await ownedHotel();
    const otherType = await createRoomType(t.db, other.hotel.id);
    const [foreignRoom] = await createRooms(t.db, other.hotel.id, otherType.id, 1, 301);
    const put = (apartments: object[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/plugin/smoobu/apartments',
        headers: scene.headers,
        payload: { apartments },
      });
    const foreign = await put([{ id: String(scene.seeblick.id), room: foreignRoom!.id }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('This room does not exist in this hotel');
    expect(foreign.json().issues[0].path).toBe('apartments.0.room');
    const twice = await put([
      { id: String(scene.seeblick.id), room: scene.room101.id },
      { id: String(scene.bergblick.id), room: scene.room101.id },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Room 101 is chosen for more than one apartment');
    expect(twice.json().issues[0].path).toBe('apartments.1.room');
    const list = await scene.call('GET', '/api/plugin/smoobu/apartment');
    expect(
      list.apartments.find((entry: { id: string }) => entry.id === String(scene.seeblick.id)),
    ).toMatchObject({ room: scene.room101.id });
    expect(
      list.apartments.find((entry: { id: string }) => entry.id === String(scene.bergblick.id)),
    ).toMatchObject({ room: scene.room102.id });
  });
});

describe('channels', () => {
  it('lists the known channels and those on coming reservations, with the stored choices', async () => {
    const scene = await smoobuHotelScene(t, fake, { enable: false });
    fake.addReservation({
      apartmentId: scene.unmapped.id,
      arrival: day(10),
      departure: day(12),
      channelId: 465,
    });
    const channels = await scene.call('GET', '/api/plugin/smoobu/channels');
    expect(channels.smoobu_channel_id).toBe('70');
    expect(channels.channels).toEqual(
      expect.arrayContaining([
        { id: '70', name: 'API', display: 'booking' },
        { id: '13', name: 'Direct booking', display: 'booking' },
        { id: '11', name: 'Blocked channel', display: 'block' },
        { id: '465', name: 'Airbnb', display: 'booking' },
      ]),
    );
    const stored = await scene.call('PUT', '/api/plugin/smoobu/channels', {
      channels: [{ id: '465', name: 'Airbnb', display: 'ignore' }],
      smoobu_channel_id: '13',
    });
    expect(stored.smoobu_channel_id).toBe('13');
    expect(stored.channels).toContainEqual({ id: '465', name: 'Airbnb', display: 'ignore' });
  });

  it('asks for our channel', async () => {
    const { inject } = await ownedHotel();
    const response = await inject('PUT', '/api/plugin/smoobu/channels', { channels: [] });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please choose the channel our bookings are sent under');
  });
});

describe('PUT /api/plugin/smoobu', () => {
  it('switches on only with a key, a mapped apartment and our channel', async () => {
    const { hotel, inject } = await ownedHotel();
    const enable = () => inject('PUT', '/api/plugin/smoobu', { enabled: true });
    expect((await enable()).json().message).toBe(
      'Smoobu can only be switched on with a stored API key',
    );
    await inject('PUT', '/api/plugin/smoobu/credentials', { api_key: fake.apiKey });
    expect((await enable()).json().message).toBe(
      'Smoobu can only be switched on with at least one apartment assigned to a room',
    );
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1);
    const apartment = fake.addApartment('Seeblick');
    await inject('PUT', '/api/plugin/smoobu/apartments', {
      apartments: [{ id: String(apartment.id), room: room!.id }],
    });
    const withoutChannel = await enable();
    expect(withoutChannel.statusCode).toBe(400);
    expect(withoutChannel.json().message).toBe(
      'Smoobu can only be switched on once the channel for our bookings is chosen',
    );
    expect((await inject('GET', '/api/plugin/smoobu')).json().enabled).toBe(false);
  });

  it('switches on with a first pull queued, and off again', async () => {
    const scene = await smoobuHotelScene(t, fake);
    const state = await scene.call('GET', '/api/plugin/smoobu');
    expect(state).toMatchObject({ enabled: true, customer_id: '4711', smoobu_channel_id: '70' });
    const jobs = await t.db.select().from(syncJobs).where(eq(syncJobs.hotelId, scene.hotel.id));
    expect(jobs.map((job) => [job.channel, job.trigger])).toEqual([['smoobu', 'manual']]);
    const off = await scene.call('PUT', '/api/plugin/smoobu', { enabled: false });
    expect(off.enabled).toBe(false);
    // The address stays the same, so Smoobu's setting still holds when it is switched on again.
    expect(off.webhookUrl).toBe(scene.webhookUrl);
  });
});
