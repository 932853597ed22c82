import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffCaptcha } from '../../adapters/captcha/captcha-verifier';
import type { CheckoutStart, OnlineCheckout } from '../../adapters/payments/online-checkout';
import { hotels, type HotelRow } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { createBookingsService } from '../bookings';
import { createRateLimiter } from '../rate-limits';
import { createPublicBookingService } from './public-booking.service';
import { publicBookingScene } from './public-booking-test-scene';
import { publicBookingRequestSchema } from '@hotel/shared/contracts/public-booking';

/**
 * Online card payment through the OnlineCheckout port. The port's real implementation (Stripe
 * Checkout or the local simulator) lives in the online-payments module and is tested there;
 * here a checkout that records what it was asked, or cannot be reached, stands in for it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function serviceWith(onlineCheckout: OnlineCheckout) {
  return createPublicBookingService({
    db: t.db,
    bookings: createBookingsService({ db: t.db }),
    captcha: createOffCaptcha(),
    rateLimiter: createRateLimiter({ db: t.db }),
    onlineCheckout,
    config: { appUrl: TEST_APP_URL, jwtSecret: 'online-test-secret', publicBookingsPerIp: 100 },
  });
}

async function onlineScene() {
  const scene = await publicBookingScene(t);
  const [row] = await t.db.select().from(hotels).where(eq(hotels.id, scene.hotel.id));
  const plugins = row!.plugins as unknown as { public_page: Record<string, unknown> };
  await t.db
    .update(hotels)
    .set({
      setting: { ...row!.setting, useOnlinePayments: true },
      plugins: {
        ...plugins,
        public_page: { ...plugins.public_page, payment_methods: ['on_arrival', 'online'] },
      } as unknown as HotelRow['plugins'],
    })
    .where(eq(hotels.id, scene.hotel.id));
  return scene;
}

describe('online payment of a public booking', () => {
  it('opens the checkout for the booking’s price and returns to the confirmation step', async () => {
    const scene = await onlineScene();
    const started: CheckoutStart[] = [];
    const service = serviceWith({
      kind: 'local',
      start(input) {
        started.push(input);
        return Promise.resolve({ paymentId: 'p', checkoutUrl: `${TEST_APP_URL}/checkout/abc` });
      },
    });
    const request = publicBookingRequestSchema.parse(scene.body({ paymentMethod: 'online' }));
    const { booking, created } = await service.book(request, { ip: '192.0.2.1' });
    expect(created).toBe(true);
    expect(booking.payment).toEqual({
      method: 'online',
      status: 'pending',
      checkoutUrl: `${TEST_APP_URL}/checkout/abc`,
      bankTransfer: null,
    });
    expect(started).toEqual([
      {
        hotelId: scene.hotel.id,
        bookingId: booking._id,
        amount: 21500,
        currency: 'EUR',
        description: `${scene.hotel.name}, Buchung ${booking.number}`,
        customerEmail: request.guest.email,
        language: 'de',
        returnUrl: `${TEST_APP_URL}/public/${scene.hotel.symbolCode}?step=done&booking=${booking._id}&receipt=${booking.receipt}`,
      },
    ]);
  });

  it('a checkout that cannot open leaves the booking standing with its payment pending', async () => {
    const scene = await onlineScene();
    const service = serviceWith({
      kind: 'stripe',
      start: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    const request = publicBookingRequestSchema.parse(scene.body({ paymentMethod: 'online' }));
    const { booking, created } = await service.book(request, { ip: '192.0.2.2' });
    expect(created).toBe(true);
    expect(booking.payment).toMatchObject({
      method: 'online',
      status: 'pending',
      checkoutUrl: null,
    });
    const staff = await scene.staffGet(`/api/booking/${booking._id}`);
    expect(staff.json()).toMatchObject({ source: 'public_page', status: 'new' });
  });

  it('without an online checkout the page cannot take online payment', async () => {
    const scene = await onlineScene();
    const response = await scene.book(scene.body({ paymentMethod: 'online' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toMatchObject({
      path: 'paymentMethod',
      key: 'validation.paymentMethodNotOffered',
    });
  });
});
