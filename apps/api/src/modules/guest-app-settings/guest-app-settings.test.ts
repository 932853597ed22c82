import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { images } from '../../db/schema-setup';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/hotel/guest_app';
const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });

/** An uploaded image's row as the upload call stores it; answers its largest variant's URL. */
async function storedImage(hotelId: string, type: 'guest_app' | 'public_page') {
  const id = randomUUID();
  await t.db.insert(images).values({
    id,
    hotelId,
    type,
    ownerId: null,
    mimeType: 'image/jpeg',
    variants: [{ name: 'large', key: `${id}-large.webp`, width: 1600, height: 900 }],
  });
  return `/api/image/${id}-large.webp`;
}

async function storedGuestApp(hotelId: string) {
  const [row] = await t.db
    .select({ guestApp: hotels.guestApp })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row!.guestApp;
}

describe('PUT /api/hotel/guest_app', () => {
  it('saves the switch, the accent colour and the cover, and GET /api/hotel shows them', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const cover = await storedImage(hotel.id, 'guest_app');
    const payload = { enabled: true, accent_color: 'teal', template_image: [{ path: cover }] };
    const saved = await put(bearerEn(token, hotel.id), payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(payload);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearerEn(token),
    });
    expect(read.json().guest_app).toEqual(payload);
  });

  it('refuses another hotel’s image and a public page image, in the caller’s language, and changes nothing', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const other = await createOwnedHotel(t.app, t.db);
    const before = await storedGuestApp(hotel.id);
    for (const path of [
      await storedImage(other.hotel.id, 'guest_app'),
      await storedImage(hotel.id, 'public_page'),
      'https://example.com/cover.jpg',
    ]) {
      const english = await put(bearerEn(token, hotel.id), {
        enabled: true,
        accent_color: 'amber',
        template_image: [{ path }],
      });
      expect(english.statusCode).toBe(400);
      expect(english.json().issues).toMatchObject([{ path: 'template_image' }]);
    }
    expect(await storedGuestApp(hotel.id)).toEqual(before);
  });

  it('refuses an unknown colour with a translated message and changes nothing', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const payload = { enabled: true, accent_color: 'mauve', template_image: [] };
    const english = await put(bearerEn(token, hotel.id), payload);
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toMatchObject([
      { path: 'accent_color', message: 'Please choose one of the offered colours' },
    ]);
    const german = await put({ ...bearer(token, hotel.id), 'accept-language': 'de' }, payload);
    expect(german.statusCode).toBe(400);
    expect(german.json().issues[0].path).toBe('accent_color');
    expect(german.json().issues[0].message).not.toBe(english.json().issues[0].message);
    expect(await storedGuestApp(hotel.id)).toEqual({
      enabled: false,
      accent_color: 'amber',
      template_image: [],
    });
  });

  it('is for members with manageHotel: 403 without it', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    const member = await createMember(t.db, hotel.id, ['manageBookings']);
    const response = await put(bearerEn(await loginAs(t.app, member), hotel.id), {
      enabled: true,
      accent_color: 'teal',
      template_image: [],
    });
    expect(response.statusCode).toBe(403);
    expect((await storedGuestApp(hotel.id)).enabled).toBe(false);
  });

  it('cannot be called with an API key, whatever its permissions', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/plugin/api/keys',
      headers: bearerEn(token, hotel.id),
      payload: {
        name: 'Website',
        permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
      },
    });
    expect(key.statusCode).toBe(201);
    const response = await put(bearerEn(key.json().key), {
      enabled: true,
      accent_color: 'teal',
      template_image: [],
    });
    expect([401, 403]).toContain(response.statusCode);
    expect((await storedGuestApp(hotel.id)).enabled).toBe(false);
  });
});
