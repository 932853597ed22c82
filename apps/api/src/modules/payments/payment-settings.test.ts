import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { hotelWithBooking, postPayment } from '../../test/payment-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bank = {
  accountHolder: 'Hotel Alpenblick GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bankName: 'Commerzbank',
};

const put = (token: string, hotelId: string, payload: object, headers = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/hotel/payments',
    headers: { ...bearerEn(token, hotelId), ...headers },
    payload,
  });

const get = (token: string, hotelId: string) =>
  t.app.inject({ method: 'GET', url: '/api/hotel/payments', headers: bearerEn(token, hotelId) });

describe('GET /api/hotel/payments', () => {
  it('gives a new hotel the default methods, empty bank details and the local simulator', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const response = await get(token, hotel.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      methods: ['cash', 'card', 'bank_transfer'],
      bankDetails: { accountHolder: '', iban: '', bic: '', bankName: '' },
      useOnlinePayments: false,
      provider: { kind: 'local', isLive: false },
    });
  });

  it('names Stripe when the server has a Stripe key', async () => {
    const stripe = await createTestApp({ stripeSecretKey: 'sk_live_51abc' });
    try {
      const { hotel, token } = await createOwnedHotel(stripe.app, stripe.db);
      const response = await stripe.app.inject({
        method: 'GET',
        url: '/api/hotel/payments',
        headers: bearerEn(token, hotel.id),
      });
      expect(response.json().provider).toEqual({ kind: 'stripe', isLive: true });
    } finally {
      await stripe.close();
    }
  });
});

describe('PUT /api/hotel/payments', () => {
  it('saves methods and bank details, switches online on and off, and the hotel shows them', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const saved = await put(token, hotel.id, {
      methods: ['online', 'bank_transfer', 'cash'],
      bankDetails: bank,
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      methods: ['cash', 'bank_transfer', 'online'],
      bankDetails: { ...bank, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    };
    expect(saved.json()).toMatchObject({ ...expected, useOnlinePayments: true });
    expect((await get(token, hotel.id)).json()).toMatchObject(expected);
    const hotelResponse = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearerEn(token),
    });
    expect(hotelResponse.json().payments).toEqual(expected);
    expect(hotelResponse.json().setting.useOnlinePayments).toBe(true);

    const offline = await put(token, hotel.id, { methods: ['card'] });
    expect(offline.json()).toMatchObject({ methods: ['card'], useOnlinePayments: false });
    const afterOff = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel.id}`,
      headers: bearerEn(token),
    });
    expect(afterOff.json().setting.useOnlinePayments).toBe(false);
    // The other settings are untouched.
    expect(afterOff.json().setting.currency).toBe('EUR');
  });

  it('lets new payments use only the methods now accepted', async () => {
    const { hotel, token, booking } = await hotelWithBooking(t.app, t.db);
    await put(token, hotel.id, { methods: ['card', 'online'] });
    const cash = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'cash',
      amount: 100,
    });
    expect(cash.statusCode).toBe(400);
    const online = await postPayment(t.app, token, hotel.id, {
      booking: booking._id,
      method: 'online',
      amount: 100,
    });
    expect(online.statusCode).toBe(201);
  });

  it('refuses no method, bank transfer without holder or IBAN, a bad IBAN and a bad BIC', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const issuesOf = async (payload: object, headers = {}) => {
      const response = await put(token, hotel.id, payload, headers);
      expect(response.statusCode).toBe(400);
      return response
        .json()
        .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]);
    };
    expect(await issuesOf({ methods: [] })).toEqual([
      ['methods', 'Please accept at least one payment method'],
    ]);
    expect(await issuesOf({ methods: ['bank_transfer'] })).toEqual([
      ['bankDetails.accountHolder', 'Account holder is required for bank transfers'],
      ['bankDetails.iban', 'IBAN is required for bank transfers'],
    ]);
    expect(
      await issuesOf({
        methods: ['cash'],
        bankDetails: { ...bank, iban: 'DE89 3704 0044 0532 0130 01', bic: 'COBA' },
      }),
    ).toEqual([
      ['bankDetails.iban', 'This IBAN is not valid'],
      ['bankDetails.bic', 'This BIC is not valid'],
    ]);
    expect(await issuesOf({ methods: ['cash', 'cheque'] }, { 'accept-language': 'de' })).toEqual([
      ['methods.1', 'Diese Zahlungsart gibt es nicht'],
    ]);
    // Nothing was saved.
    expect((await get(token, hotel.id)).json().methods).toEqual(['cash', 'card', 'bank_transfer']);
  });

  it('needs manageHotel for reading and saving', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const bookingsStaff = await loginAs(
      t.app,
      await createMember(t.db, hotel.id, ['viewBookings', 'manageBookings']),
    );
    expect((await get(bookingsStaff, hotel.id)).statusCode).toBe(403);
    const refused = await put(bookingsStaff, hotel.id, { methods: ['cash'] });
    expect(refused.statusCode).toBe(403);
    const manager = await loginAs(t.app, await createMember(t.db, hotel.id, ['manageHotel']));
    expect((await put(manager, hotel.id, { methods: ['cash'] })).statusCode).toBe(200);
    // Another hotel's owner cannot reach this hotel's settings.
    const other = await createOwnedHotel(t.app, t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/hotel/payments',
      headers: bearer(other.token, hotel.id),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get(token, hotel.id)).json().methods).toEqual(['cash']);
  });
});
