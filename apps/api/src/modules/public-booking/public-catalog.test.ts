import { addDays } from '@hotel/shared/stay-dates';
import {
  publicRoomSchema,
  publicRoomTypeSchema,
  publicServiceSchema,
} from '@hotel/shared/contracts/public-booking';
import { publicHotelSchema } from '@hotel/shared/contracts/public-hotel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, roomTypeServices, services } from '../../db/schema-setup';
import { createHotel, createUser } from '../../test/factories';
import { createPublicHotel, setPublicPage } from '../../test/public-catalog-factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let scene: Awaited<ReturnType<typeof createScene>>;

/** A hotel on the public page: a double with rooms, photos and services, and a type without rooms. */
async function createScene() {
  const owner = await createPublicHotel(t, {
    hotel_description: 'Am See',
    min_stay_days: 1,
  });
  const hotelId = owner.hotel.id;
  const double = await createRoomType(t.db, hotelId, {
    name: 'Double',
    description: 'Zwei Betten mit Seeblick',
    shortCode: 'DBLSTAFF',
  });
  const rooms = await createRooms(t.db, hotelId, double.id, 2);
  const empty = await createRoomType(t.db, hotelId, { name: 'Annex' });
  const [breakfast, parking, minibar] = await t.db
    .insert(services)
    .values([
      { hotelId, name: 'Breakfast', price: 1500, charge: 'per_person_per_night' },
      { hotelId, name: 'Parking', price: 800, charge: 'per_night', active: false },
      { hotelId, name: 'Minibar', price: 500 },
    ])
    .returning();
  await t.db.insert(roomTypeServices).values([
    { roomTypeId: double.id, serviceId: breakfast!.id },
    { roomTypeId: double.id, serviceId: parking!.id },
    { roomTypeId: empty.id, serviceId: minibar!.id },
  ]);
  await t.db.insert(images).values({
    hotelId,
    type: 'room_type',
    ownerId: double.id,
    mimeType: 'image/jpeg',
    variants: [
      { name: 'thumb', key: 'rt/double-thumb.jpg', width: 320, height: 213 },
      { name: 'large', key: 'rt/double-large.jpg', width: 1600, height: 1067 },
    ],
  });
  return { ...owner, double, rooms, breakfast: breakfast!, empty };
}

beforeAll(async () => {
  t = await createTestApp();
  scene = await createScene();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/public/room_types/{id}', () => {
  it('answers the room types with rooms, their photos and active services, by id and symbol code', async () => {
    for (const key of [
      scene.hotel.id,
      scene.hotel.symbolCode,
      scene.hotel.symbolCode.toUpperCase(),
    ]) {
      const response = await get(`/api/public/room_types/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          _id: scene.double.id,
          name: 'Double',
          description: 'Zwei Betten mit Seeblick',
          baseOccupancy: 2,
          higherOccupancy: 3,
          kidsOccupancy: 2,
          extraBed: 1,
          basePrice: 10000,
          additionalPersonPrice: 3000,
          kidsPrice: 1500,
          extraBedPrice: 2000,
          images: [
            {
              width: 1600,
              height: 1067,
              urls: {
                thumb: '/api/image/rt/double-thumb.jpg',
                large: '/api/image/rt/double-large.jpg',
              },
            },
          ],
          services: [
            {
              _id: scene.breakfast.id,
              name: 'Breakfast',
              description: '',
              price: 1500,
              charge: 'per_person_per_night',
            },
          ],
        },
      ]);
    }
  });

  it('sends exactly the contract fields, nothing staff-only', async () => {
    const [type] = (await get(`/api/public/room_types/${scene.hotel.id}`)).json();
    expect(Object.keys(type).sort()).toEqual(Object.keys(publicRoomTypeSchema.shape).sort());
    expect(Object.keys(type.services[0]).sort()).toEqual(
      Object.keys(publicServiceSchema.shape).sort(),
    );
    expect(JSON.stringify(type)).not.toContain('DBLSTAFF');
  });
});

describe('GET /api/public/rooms/{id}', () => {
  it('answers each room by number and type only, by id and symbol code', async () => {
    for (const key of [scene.hotel.id, scene.hotel.symbolCode]) {
      const response = await get(`/api/public/rooms/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { _id: scene.rooms[0]!.id, number: '101', roomType: scene.double.id },
        { _id: scene.rooms[1]!.id, number: '102', roomType: scene.double.id },
      ]);
      expect(Object.keys(response.json()[0]).sort()).toEqual(
        Object.keys(publicRoomSchema.shape).sort(),
      );
    }
  });
});

describe('an unknown hotel or a disabled page', () => {
  const day = addDays(new Date().toISOString().slice(0, 10), 10);
  const calls = (key: string) => [
    `/api/public/room_types/${key}`,
    `/api/public/rooms/${key}`,
    `/api/public/calendar/${key}?from=${day}&to=${addDays(day, 5)}`,
    `/api/public/available_rooms?hotel=${key}&arrival=${day}&departure=${addDays(day, 2)}&guests=2`,
  ];

  it('answers 404 "hotel not found" in German and English, never cached', async () => {
    for (const url of calls('nowhere')) {
      const german = await get(url);
      expect(german.statusCode).toBe(404);
      expect(german.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Hotel nicht gefunden',
      });
      expect(german.headers['cache-control']).toBe('no-store');
      expect(german.headers.etag).toBeUndefined();
      const english = await get(url, { 'accept-language': 'en' });
      expect(english.json().message).toBe('Hotel not found');
    }
  });

  it('answers 404 "online booking not available" for a disabled page, yet the hotel answer shows the contact', async () => {
    const closed = await createPublicHotel(t, {
      disabled: true,
      hotel_description: 'Secret renovation plans',
      hotel_slider: [{ path: '/api/image/slide.jpg' }],
    });
    for (const url of calls(closed.hotel.symbolCode)) {
      const german = await get(url);
      expect(german.statusCode).toBe(404);
      expect(german.json().message).toBe('Online-Buchung ist für dieses Hotel nicht möglich');
      expect(german.headers['cache-control']).toBe('no-store');
      const english = await get(url, { 'accept-language': 'en' });
      expect(english.json().message).toBe('Online booking is not available for this hotel');
    }

    const hotel = await get(`/api/public/hotel/${closed.hotel.symbolCode}`);
    expect(hotel.statusCode).toBe(200);
    const body = publicHotelSchema.strict().parse(hotel.json());
    expect(body.contact).toEqual(closed.hotel.contact);
    expect(body.public_page).toMatchObject({
      disabled: true,
      hotel_description: '',
      hotel_slider: [],
    });
  });
});

describe('GET /api/public/hotel/{id}', () => {
  it("answers the page's content while it is on, and no captcha site key while the captcha is off", async () => {
    const body = (await get(`/api/public/hotel/${scene.hotel.symbolCode}`)).json();
    expect(body.public_page).toMatchObject({ disabled: false, hotel_description: 'Am See' });
    expect(body.captcha).toEqual({ siteKey: null });
  });

  it('answers the reCAPTCHA site key, never the secret, once both keys are configured', async () => {
    const withCaptcha = await createTestApp({
      recaptcha: { secretKey: 'captcha-secret-value', siteKey: 'site-key-123' },
    });
    try {
      const hotel = await createHotel(withCaptcha.db, await createUser(withCaptcha.db));
      const response = await withCaptcha.app.inject({
        method: 'GET',
        url: `/api/public/hotel/${hotel.id}`,
      });
      expect(response.json().captcha).toEqual({ siteKey: 'site-key-123' });
      expect(response.body).not.toContain('captcha-secret-value');
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('caching', () => {
  it('lets the room types, rooms and hotel answers be cached a minute, revalidated by ETag', async () => {
    for (const url of [
      `/api/public/room_types/${scene.hotel.id}`,
      `/api/public/rooms/${scene.hotel.id}`,
      `/api/public/hotel/${scene.hotel.id}`,
    ]) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    }
  });

  it('gives a new ETag once what the answer says changed', async () => {
    const fresh = await createPublicHotel(t);
    const type = await createRoomType(t.db, fresh.hotel.id, { name: 'Twin' });
    await createRooms(t.db, fresh.hotel.id, type.id, 1);
    const url = `/api/public/room_types/${fresh.hotel.id}`;
    const before = String((await get(url)).headers.etag);
    await createRooms(
      t.db,
      fresh.hotel.id,
      (await createRoomType(t.db, fresh.hotel.id)).id,
      1,
      201,
    );
    const after = await get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(2);
    expect(after.headers.etag).not.toBe(before);
    await setPublicPage(t, fresh.hotel.id, { disabled: true });
    const closed = await get(url, { 'if-none-match': String(after.headers.etag) });
    expect(closed.statusCode).toBe(404);
  });
});
