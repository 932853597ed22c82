import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createRoomType } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/integration/roomraccoon';
const PASSWORD = 'raccoon-secret-4711';

async function scene() {
  const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const headers = bearerEn(token, hotel.id);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { hotel, owner, roomType, headers, call };
}

const settings = (roomType: string, extra: object = {}) => ({
  enabled: true,
  username: 'roomraccoon-hotel-1',
  password: PASSWORD,
  hotelCode: 'RR-1001',
  roomTypes: [
    { code: 'DBL', roomType },
    { code: 'SGL', roomType: null },
  ],
  ...extra,
});

describe('GET /api/integration/roomraccoon', () => {
  it('shows a new hotel switched off, without password or endpoint, and writes nothing', async () => {
    const { call } = await scene();
    const response = await call('GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: false,
      username: '',
      password: { configured: false, last4: null },
      endpointUrl: null,
      hotelCode: '',
      roomTypes: [],
    });
    expect((await call('GET', URL)).json().endpointUrl).toBeNull();
  });
});

describe('PUT /api/integration/roomraccoon', () => {
  it('saves the connection, never returns the password and gives the endpoint address', async () => {
    const { call, roomType, hotel } = await scene();
    const response = await call('PUT', URL, settings(roomType.id));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(PASSWORD);
    const saved = response.json();
    expect(saved).toMatchObject({
      enabled: true,
      username: 'roomraccoon-hotel-1',
      password: { configured: true, last4: null },
      hotelCode: 'RR-1001',
      roomTypes: [
        { code: 'DBL', roomType: roomType.id },
        { code: 'SGL', roomType: null },
      ],
    });
    expect(saved.endpointUrl).toMatch(
      /^http:\/\/localhost(:80)?\/api\/channel\/roomraccoon\/ota\/[A-Za-z0-9_-]{43}$/,
    );

    const again = await call('GET', URL);
    expect(again.json()).toEqual(saved);
    expect(again.body).not.toContain(PASSWORD);

    // The hotel's own answer neither grows a RoomRaccoon section nor carries the password.
    const hotelResponse = await call('GET', `/api/hotel/${hotel.id}`);
    expect(hotelResponse.statusCode).toBe(200);
    expect(hotelResponse.body).not.toContain(PASSWORD);
    expect(hotelResponse.body).not.toContain('roomraccoon-hotel-1');
    expect(Object.keys(hotelResponse.json().plugins).sort()).toEqual(['public_page', 'smoobu']);
  });

  it('keeps the stored password when none is given, and keeps the endpoint address', async () => {
    const { call, roomType } = await scene();
    const first = (await call('PUT', URL, settings(roomType.id))).json();
    const response = await call('PUT', URL, settings(roomType.id, { password: '' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().password).toEqual({ configured: true, last4: null });
    expect(response.json().endpointUrl).toBe(first.endpointUrl);
  });

  it('refuses to switch on without a password', async () => {
    const { call, roomType } = await scene();
    const response = await call('PUT', URL, settings(roomType.id, { password: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({
        path: 'password',
        message: 'Please set a password before switching RoomRaccoon on',
      }),
    ]);
    expect((await call('GET', URL)).json().enabled).toBe(false);
  });

  it('refuses a room type of another hotel and a code given twice, changing nothing', async () => {
    const { call, roomType } = await scene();
    await call('PUT', URL, settings(roomType.id));
    const stranger = await createOwnedHotel(t.app, t.db);
    const foreign = await createRoomType(t.db, stranger.hotel.id);
    const response = await call('PUT', URL, {
      ...settings(roomType.id),
      username: 'changed',
      roomTypes: [
        { code: 'DBL', roomType: foreign.id },
        { code: 'DBL', roomType: roomType.id },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({
        path: 'roomTypes.0.roomType',
        message: 'This room type does not exist in this hotel',
      }),
      expect.objectContaining({
        path: 'roomTypes.1.code',
        message: 'Each RoomRaccoon room type code may appear only once',
      }),
    ]);
    const stored = (await call('GET', URL)).json();
    expect(stored.username).toBe('roomraccoon-hotel-1');
    expect(stored.roomTypes[0]).toEqual({ code: 'DBL', roomType: roomType.id });
  });

  it('refuses a missing user name with the field message', async () => {
    const { call, roomType } = await scene();
    const response = await call('PUT', URL, settings(roomType.id, { username: '  ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({
        path: 'username',
        message: 'Please enter the user name RoomRaccoon signs in with',
      }),
    ]);
  });

  it('keeps the other plugins as they are', async () => {
    const { call, roomType, hotel } = await scene();
    const before = (await call('GET', `/api/hotel/${hotel.id}`)).json().plugins;
    await call('PUT', URL, settings(roomType.id));
    expect((await call('GET', `/api/hotel/${hotel.id}`)).json().plugins).toEqual(before);
  });
});

describe('POST /api/integration/roomraccoon/token', () => {
  it('gives a new endpoint address', async () => {
    const { call, roomType } = await scene();
    const first = (await call('PUT', URL, settings(roomType.id))).json().endpointUrl;
    const response = await call('POST', `${URL}/token`);
    expect(response.statusCode).toBe(200);
    const second = response.json().endpointUrl;
    expect(second).toMatch(/\/api\/channel\/roomraccoon\/ota\/[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect((await call('GET', URL)).json().endpointUrl).toBe(second);
  });
});

describe('who may', () => {
  it('refuses members without manageHotel and other hotels’ staff', async () => {
    const { hotel, roomType } = await scene();
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']);
    const headers = bearerEn(await loginAs(t.app, member), hotel.id);
    for (const [method, url] of [
      ['GET', URL],
      ['PUT', URL],
      ['POST', `${URL}/token`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'PUT' ? { payload: settings(roomType.id) } : {}),
      });
      expect(response.statusCode).toBe(403);
    }

    const outsider = await createOwnedHotel(t.app, t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: bearerEn(outsider.token, hotel.id),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lets a member with manageHotel in', async () => {
    const { hotel } = await scene();
    const manager = await createMember(t.db, hotel.id, ['manageHotel']);
    const response = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: bearerEn(await loginAs(t.app, manager), hotel.id),
    });
    expect(response.statusCode).toBe(200);
  });
});
