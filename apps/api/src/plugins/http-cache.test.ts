import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { bearer, createOwnedHotel, createUser, loginAs } from '../test/factories';
import { createRooms, createRoomType } from '../test/reservation-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let headers: Record<string, string>;
let hotelId: string;
let roomTypeId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  hotelId = hotel.id;
  headers = bearer(token, hotel.id);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  roomTypeId = roomType.id;
  await createRooms(t.db, hotel.id, roomType.id, 3);
});
afterAll(() => t.close());

const get = (url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

describe('revalidation of a hotel’s own data', () => {
  it('lets only the browser keep hotel, room types and rooms, and answers 304 while unchanged', async () => {
    const urls = [
      '/api/hotel',
      `/api/hotel/${hotelId}`,
      '/api/room_type',
      `/api/room_type/${roomTypeId}`,
      '/api/room',
    ];
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.rawPayload.length, url).toBe(0);
      expect(revalidated.headers.etag, url).toBe(etag);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode, url).toBe(200);
    }
  });

  it('gives a new ETag, and the new data, once the hotel changed', async () => {
    const before = await get(`/api/hotel/${hotelId}`);
    const etag = String(before.headers.etag);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/hotel/',
      headers,
      payload: {
        _id: hotelId,
        name: 'Hotel Seeblick',
        contact: before.json().contact,
        setting: { ...DEFAULT_HOTEL_SETTING, checkInTime: '16:00' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(`/api/hotel/${hotelId}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json()).toMatchObject({ name: 'Hotel Seeblick' });
  });

  it('gives a new ETag once a room type changed', async () => {
    const before = await get(`/api/room_type/${roomTypeId}`);
    const listBefore = await get('/api/room_type');
    const roomType = before.json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/room_type/${roomTypeId}`,
      headers,
      payload: {
        name: 'Comfort double',
        shortCode: roomType.shortCode,
        baseOccupancy: roomType.baseOccupancy,
        higherOccupancy: roomType.higherOccupancy,
        kidsOccupancy: roomType.kidsOccupancy,
        extraBed: roomType.extraBed,
        basePrice: roomType.basePrice,
        additionalPersonPrice: roomType.additionalPersonPrice,
        extraBedPrice: roomType.extraBedPrice,
      },
    });
    expect(saved.statusCode).toBe(200);
    for (const [url, previous] of [
      [`/api/room_type/${roomTypeId}`, before],
      ['/api/room_type', listBefore],
    ] as const) {
      const after = await get(url, { 'if-none-match': String(previous.headers.etag) });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(previous.headers.etag);
      expect(after.body, url).toContain('Comfort double');
    }
  });

  it('never caches a refusal', async () => {
    const stranger = await loginAs(t.app, await createUser(t.db));
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}`,
      headers: bearer(stranger),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.etag).toBeUndefined();
  });
});
