import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createApiKeysService } from '../api-keys';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pms-public-page-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const URL = '/api/plugin/public_page';

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: URL, headers });
const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload });

const valid = {
  disabled: false,
  booking_enabled: true,
  theme_color: '#1d4ed8',
  hotel_description: 'Ruhiges Haus am Waldrand.',
  hotel_slider: [] as { path: string }[],
  min_stay_days: 2,
  payment_methods: ['on_arrival'],
};

/** Uploads one image through the real upload call and returns its variant URLs. */
async function uploadImage(headers: Record<string, string>, type: string) {
  const boundary = `----pms${Math.random().toString(16).slice(2)}`;
  const image = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#2f6f4f' },
  })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ urls: Record<string, string> }>().urls;
}

describe('GET /api/plugin/public_page', () => {
  it('gives a new hotel a disabled page with the defaults and what it can offer', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const response = await get(bearerEn(token, hotel.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      disabled: true,
      booking_enabled: false,
      theme_color: '#1d4ed8',
      hotel_description: '',
      hotel_slider: [],
      min_stay_days: 1,
      payment_methods: ['on_arrival'],
      captcha: { enabled: false },
      onlinePayments: { available: false, provider: 'local', isLive: false },
      bankTransferReady: false,
    });
  });

  it('says the captcha is on and names Stripe when the server has their keys', async () => {
    const configured = await createTestApp({
      recaptcha: { secretKey: 'secret', siteKey: 'site' },
      stripeSecretKey: 'sk_test_51abc',
    });
    try {
      const { hotel, token } = await createOwnedHotel(configured.app, configured.db);
      const response = await configured.app.inject({
        method: 'GET',
        url: URL,
        headers: bearerEn(token, hotel.id),
      });
      expect(response.json()).toMatchObject({
        captcha: { enabled: true },
        onlinePayments: { available: false, provider: 'stripe', isLive: false },
      });
    } finally {
      await configured.close();
    }
  });
});

describe('PUT /api/plugin/public_page', () => {
  it('saves the settings and the theme colour, and reads them back', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const headers = bearerEn(token, hotel.id);
    const slider = [
      await uploadImage(headers, 'public_page'),
      await uploadImage(headers, 'public_page'),
    ];
    const payload = {
      ...valid,
      theme_color: '#0F5132',
      hotel_slider: [{ path: slider[1]!.large! }, { path: slider[0]!.large! }],
    };
    const saved = await put(headers, payload);
    expect(saved.statusCode).toBe(200);
    const expected = { ...payload, theme_color: '#0f5132' };
    expect(saved.json()).toMatchObject(expected);
    expect((await get(headers)).json()).toMatchObject(expected);
    // The hotel's own theme colour is the page's: the hotel answer shows it too.
    const hotelResponse = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearerEn(token),
    });
    expect(hotelResponse.json().theme_color).toBe('#0f5132');
    expect(hotelResponse.json().plugins.public_page).toMatchObject({ disabled: false });
  });

  it('offers online and bank transfer once the hotel takes them', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const headers = bearerEn(token, hotel.id);
    const refused = await put(headers, {
      ...valid,
      payment_methods: ['on_arrival', 'online', 'bank_transfer'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toMatchObject([
      {
        path: 'payment_methods',
        message: 'This hotel does not offer this payment method online',
      },
    ]);
    const payments = await t.app.inject({
      method: 'PUT',
      url: '/api/hotel/payments',
      headers,
      payload: {
        methods: ['cash', 'bank_transfer', 'online'],
        bankDetails: { accountHolder: 'Hotel GmbH', iban: 'DE89370400440532013000' },
      },
    });
    expect(payments.statusCode).toBe(200);
    expect((await get(headers)).json()).toMatchObject({
      onlinePayments: { available: true },
      bankTransferReady: true,
    });
    const saved = await put(headers, {
      ...valid,
      payment_methods: ['on_arrival', 'online', 'bank_transfer'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payment_methods).toEqual(['on_arrival', 'online', 'bank_transfer']);
  });

  it('refuses a colour white text is hard to read on, in the caller’s language', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const english = await put(bearerEn(token, hotel.id), { ...valid, theme_color: '#ffd700' });
    expect(english.statusCode).toBe(400);
    const [issue] = english.json().issues;
    expect(issue.path).toBe('theme_color');
    expect(issue.message).toMatch(/contrast/i);
    const german = await put(
      { ...bearer(token, hotel.id), 'accept-language': 'de' },
      { ...valid, theme_color: '#ffd700' },
    );
    expect(german.statusCode).toBe(400);
    expect(german.json().issues[0].path).toBe('theme_color');
    expect(german.json().issues[0].message).toMatch(/Kontrast/);
    expect(german.json().issues[0].message).not.toBe(issue.message);
  });

  it('refuses a minimum stay outside 1 to 30 nights', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    for (const min_stay_days of [0, 31, 1.5]) {
      const response = await put(bearerEn(token, hotel.id), { ...valid, min_stay_days });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toMatchObject([
        {
          path: 'min_stay_days',
          message: 'Please enter a whole number of nights from 1 to 30',
        },
      ]);
    }
  });

  it('refuses slider images that are not this hotel’s public page uploads', async () => {
    const own = await createOwnedHotel(t.app, t.db);
    const other = await createOwnedHotel(t.app, t.db);
    const foreign = await uploadImage(bearerEn(other.token, other.hotel.id), 'public_page');
    const wrongType = await uploadImage(bearerEn(own.token, own.hotel.id), 'hotel');
    for (const path of [foreign.large!, wrongType.large!, 'https://example.com/a.jpg']) {
      const response = await put(bearerEn(own.token, own.hotel.id), {
        ...valid,
        hotel_slider: [{ path }],
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().issues).toMatchObject([
        { path: 'hotel_slider', message: 'This value is not valid' },
      ]);
    }
  });

  it('changes nothing when a save is refused', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const headers = bearerEn(token, hotel.id);
    expect((await put(headers, valid)).statusCode).toBe(200);
    const before = (await get(headers)).json();
    for (const payload of [
      { ...valid, disabled: true, theme_color: '#ffffff' },
      { ...valid, theme_color: '#000000', payment_methods: ['online'] },
      { ...valid, theme_color: '#000000', hotel_slider: [{ path: '/api/image/x-large.webp' }] },
      { ...valid, booking_enabled: true, payment_methods: [] },
    ]) {
      expect((await put(headers, payload)).statusCode).toBe(400);
    }
    expect((await get(headers)).json()).toEqual(before);
  });

  it('needs a signed-in staff member with manageHotel', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const bookingsStaff = await loginAs(
      t.app,
      await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']),
    );
    expect((await get(bearerEn(bookingsStaff, hotel.id))).statusCode).toBe(403);
    expect((await put(bearerEn(bookingsStaff, hotel.id), valid)).statusCode).toBe(403);
    const apiKey = (
      await createApiKeysService({ db: t.db }).create(
        hotel.id,
        {
          name: 'Website',
          permissions: ['bookings.read', 'bookings.write', 'guests', 'availability'],
        },
        null,
      )
    ).key;
    expect((await get(bearerEn(apiKey, hotel.id))).statusCode).toBe(403);
    expect((await put(bearerEn(apiKey, hotel.id), valid)).statusCode).toBe(403);
    const other = await createOwnedHotel(t.app, t.db);
    expect((await put(bearerEn(other.token, hotel.id), valid)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: URL, headers: { hotel: hotel.id } });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: URL,
          headers: { hotel: hotel.id },
          payload: valid,
        })
      ).statusCode,
    ).toBe(401);
    expect((await get(bearerEn(token, hotel.id))).json().disabled).toBe(true);
    const manager = await loginAs(t.app, await createMember(t.db, hotel.id, ['manageHotel']));
    expect((await put(bearerEn(manager, hotel.id), valid)).statusCode).toBe(200);
  });
});
