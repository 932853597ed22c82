import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, type HotelRow } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { publicBookingScene } from './public-booking-test-scene';

/**
 * Online card payment of a public booking, through the real HTTP calls and the real checkout:
 * without STRIPE_SECRET_KEY the test checkout, where paying is recorded by the same code path as
 * Stripe's signed webhook (the Stripe side itself is tested in online-payments/).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function onlineScene(app: TestApp, useOnlinePayments = true) {
  const scene = await publicBookingScene(app);
  const [row] = await app.db.select().from(hotels).where(eq(hotels.id, scene.hotel.id));
  const plugins = row!.plugins as unknown as { public_page: Record<string, unknown> };
  await app.db
    .update(hotels)
    .set({
      setting: { ...row!.setting, useOnlinePayments },
      plugins: {
        ...plugins,
        public_page: { ...plugins.public_page, payment_methods: ['on_arrival', 'online'] },
      } as unknown as HotelRow['plugins'],
    })
    .where(eq(hotels.id, scene.hotel.id));
  return scene;
}

describe('online payment of a public booking', () => {
  it('opens the checkout for the booking’s price; paying there shows as paid on the confirmation', async () => {
    const scene = await onlineScene(t);
    const response = await scene.book(scene.body({ paymentMethod: 'online' }));
    expect(response.statusCode).toBe(201);
    const booking = response.json();
    expect(booking.payment).toMatchObject({
      method: 'online',
      status: 'pending',
      bankTransfer: null,
    });
    const checkoutUrl = new URL(booking.payment.checkoutUrl);
    expect(checkoutUrl.origin).toBe(TEST_APP_URL);
    const session = /^\/public\/[^/]+\/checkout\/([^/]+)$/.exec(checkoutUrl.pathname)?.[1];
    expect(session).toBeTruthy();

    // A reload (or a retry) before paying still finds the way to pay.
    const reloaded = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking/${booking._id}?receipt=${encodeURIComponent(booking.receipt)}`,
    });
    expect(reloaded.json().payment.checkoutUrl).toBe(booking.payment.checkoutUrl);

    const page = await t.app.inject({ method: 'GET', url: `/api/public/checkout/${session}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ amount: booking.total, currency: 'EUR' });
    const paid = await t.app.inject({ method: 'POST', url: `/api/public/checkout/${session}/pay` });
    expect(paid.statusCode).toBe(200);
    const returnUrl = new URL(paid.json().returnUrl);
    expect(returnUrl.searchParams.get('booking')).toBe(booking._id);
    expect(returnUrl.searchParams.get('checkout')).toBe('success');

    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking/${booking._id}?receipt=${encodeURIComponent(booking.receipt)}`,
    });
    expect(receipt.json().payment).toMatchObject({
      method: 'online',
      status: 'paid',
      checkoutUrl: null,
    });
    const staff = await scene.staffGet(`/api/booking/${booking._id}`);
    expect(staff.json().payments).toEqual([
      expect.objectContaining({ method: 'online', status: 'paid', amount: booking.total }),
    ]);
  });

  it('a Stripe that cannot be reached leaves the booking standing with its payment pending', async () => {
    // A port nobody listens on: Stripe is configured but down.
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const stripeDown = await createTestApp({
      stripeSecretKey: 'sk_test_unreachable',
      stripeWebhookSecret: 'whsec_test',
      stripeApiUrl: `http://127.0.0.1:${port}`,
    });
    try {
      const scene = await onlineScene(stripeDown);
      const response = await scene.book(scene.body({ paymentMethod: 'online' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().payment).toMatchObject({
        method: 'online',
        status: 'pending',
        checkoutUrl: null,
      });
      const staff = await scene.staffGet(`/api/booking/${response.json()._id}`);
      expect(staff.json()).toMatchObject({ source: 'public_page', status: 'new' });
    } finally {
      await stripeDown.close();
    }
  });

  it('a hotel that takes no online payments refuses online payment, whatever the page lists', async () => {
    const scene = await onlineScene(t, false);
    const response = await scene.book(scene.body({ paymentMethod: 'online' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({
      path: 'paymentMethod',
      key: 'validation.paymentMethodNotOffered',
    });
  });

  it('in production without Stripe the page offers no online payment (the test checkout is off)', async () => {
    const production = await createTestApp({ testCheckout: false });
    try {
      const scene = await onlineScene(production);
      const hotel = await production.app.inject({
        method: 'GET',
        url: `/api/public/hotel/${scene.hotel.symbolCode}`,
      });
      expect(hotel.json().public_page.payment_methods).toEqual(['on_arrival']);
      const response = await scene.book(scene.body({ paymentMethod: 'online' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0]).toMatchObject({ path: 'paymentMethod' });
    } finally {
      await production.close();
    }
  });

  it('the page lists only what the hotel can take now: no bank transfer without bank details', async () => {
    const scene = await onlineScene(t);
    await t.db.update(hotels).set({ payments: {} }).where(eq(hotels.id, scene.hotel.id));
    const [row] = await t.db.select().from(hotels).where(eq(hotels.id, scene.hotel.id));
    const plugins = row!.plugins as unknown as { public_page: Record<string, unknown> };
    await t.db
      .update(hotels)
      .set({
        plugins: {
          ...plugins,
          public_page: {
            ...plugins.public_page,
            payment_methods: ['on_arrival', 'bank_transfer', 'online'],
          },
        } as unknown as HotelRow['plugins'],
      })
      .where(eq(hotels.id, scene.hotel.id));
    const hotel = await t.app.inject({ method: 'GET', url: `/api/public/hotel/${scene.hotel.id}` });
    expect(hotel.json().public_page.payment_methods).toEqual(['on_arrival', 'online']);
    const transfer = await scene.book(scene.body({ paymentMethod: 'bank_transfer' }));
    expect(transfer.statusCode).toBe(400);
  });
});
