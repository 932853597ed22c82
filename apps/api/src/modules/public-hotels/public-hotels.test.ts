import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestAppHotelSchema, publicHotelSchema } from '@hotel/shared/contracts/public-hotel';
import { todayIn } from '@hotel/shared/stay-dates';
import { hotels } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createHotel, createUser } from '../../test/factories';

let t: TestApp;
let hotel: Awaited<ReturnType<typeof createHotel>>;
beforeAll(async () => {
  t = await createTestApp();
  hotel = await createHotel(t.db, await createUser(t.db), { name: 'Seehof', symbolCode: 'seehof' });
  await t.db
    .update(hotels)
    .set({
      guestApp: {
        enabled: true,
        accent_color: 'teal',
        template_image: [{ path: '/img/cover.jpg' }],
      },
      themeColor: '#0f766e',
    })
    .where(eq(hotels.id, hotel.id));
});
afterAll(() => t.close());

describe('GET /api/guest_app/{hotel}', () => {
  it('answers by id and by symbol_code without signing in', async () => {
    for (const key of [hotel.id, 'seehof', 'SEEHOF']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/guest_app/${key}` });
      expect(response.statusCode).toBe(200);
      const body = guestAppHotelSchema.strict().parse(response.json());
      expect(body).toEqual({
        _id: hotel.id,
        symbol_code: 'seehof',
        name: 'Seehof',
        contact: hotel.contact,
        theme_color: '#0f766e',
        defaultLanguage: 'de',
        guest_app: {
          enabled: true,
          accent_color: 'teal',
          template_image: [{ path: '/img/cover.jpg' }],
        },
      });
    }
  });

  it('answers 404 in the request language for an unknown hotel', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/guest_app/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Hotel not found',
    });
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/guest_app/00000000-0000-4000-8000-000000000000',
    });
    expect(german.json().message).toBe('Hotel nicht gefunden');
  });
});

describe('GET /api/public/hotel/{id}', () => {
  it('answers the public page fields only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/hotel/seehof' });
    expect(response.statusCode).toBe(200);
    const body = publicHotelSchema.strict().parse(response.json());
    expect(body).toMatchObject({ _id: hotel.id, public_page: { disabled: true } });
    // The strict parse above proves nothing beyond the public fields is sent.
    expect(body.setting).toEqual({
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
      checkInTime: hotel.setting.checkInTime,
      checkOutTime: hotel.setting.checkOutTime,
      today: todayIn('Europe/Berlin'),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/hotel/missing' })).statusCode,
    ).toBe(404);
  });
});
