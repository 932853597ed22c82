import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema-operations';
import { bearerEn } from '../../test/factories';
import { hotelWithBooking } from '../../test/payment-factories';
import { createTestApp, TEST_APP_URL, testConfig, type TestApp } from '../../test/test-app';
import { createReceipts } from '../public-booking';
import {
  createOnlineCheckout,
  TEST_PAYMENT_NOTICE,
  type OnlineCheckoutService,
} from './online-checkout.service';

let t: TestApp;
let checkout: OnlineCheckoutService;

beforeAll(async () => {
  t = await createTestApp();
  checkout = createOnlineCheckout({ db: t.db, config: testConfig(), log: t.app.log });
});
afterAll(() => t.close());

async function startedCheckout() {
  const scene = await hotelWithBooking(t.app, t.db);
  // The way back is the booking's confirmation step, whatever the caller passed.
  const receipt = createReceipts(testConfig().jwtSecret).receiptOf(scene.booking._id);
  const returnUrl = `${TEST_APP_URL}/public/${scene.hotel.symbolCode}?step=done&booking=${scene.booking._id}&receipt=${receipt}`;
  const started = await checkout.start({
    hotelId: scene.hotel.id,
    bookingId: scene.booking._id,
    amount: 20000,
    currency: 'EUR',
    description: `${scene.hotel.name}, booking ${scene.booking.number}`,
    customerEmail: 'anna@example.com',
    language: 'en',
    returnUrl: `${TEST_APP_URL}/elsewhere`,
  });
  const session = started.checkoutUrl.split('/').pop()!;
  return { ...scene, ...started, session, returnUrl };
}

const call = (method: 'GET' | 'POST', url: string, language = 'en') =>
  t.app.inject({ method, url, headers: { 'accept-language': language } });

async function paymentRow(id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('the test checkout (no STRIPE_SECRET_KEY)', () => {
  it('opens a test checkout page of the hotel with a pending payment', async () => {
    const { hotel, booking, checkoutUrl, session, paymentId, returnUrl } = await startedCheckout();
    expect(checkout.kind).toBe('local');
    expect(session).toMatch(/^lcs_[0-9a-f]{32}$/);
    expect(checkoutUrl).toBe(`${TEST_APP_URL}/public/${hotel.symbolCode}/checkout/${session}`);
    expect(await paymentRow(paymentId)).toMatchObject({
      method: 'online',
      status: 'pending',
      provider: 'local',
      providerRef: session,
      notice: TEST_PAYMENT_NOTICE,
    });

    const response = await call('GET', `/api/public/checkout/${session}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hotelName: hotel.name,
      bookingNumber: booking.number,
      amount: 20000,
      currency: 'EUR',
      status: 'pending',
      returnUrl,
    });
  });

  it('pay records the payment as paid, in the booking history, and answers the return URL', async () => {
    const { session, paymentId, returnUrl, token, hotel, booking } = await startedCheckout();
    const response = await call('POST', `/api/public/checkout/${session}/pay`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'paid', returnUrl: `${returnUrl}&checkout=success` });
    const paid = await paymentRow(paymentId);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toBeInstanceOf(Date);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearerEn(token, hotel.id),
    });
    expect(detail.json().history[0]).toMatchObject({
      action: 'payment_status',
      changes: [{ field: 'payment', from: { status: 'pending' }, to: { status: 'paid' } }],
    });

    // Paid is final: a cancel afterwards changes nothing and still goes back as paid.
    const cancel = await call('POST', `/api/public/checkout/${session}/cancel`);
    expect(cancel.json()).toEqual({ status: 'paid', returnUrl: `${returnUrl}&checkout=success` });
    expect((await call('GET', `/api/public/checkout/${session}`)).json().status).toBe('paid');
  });

  it('cancel records the payment as canceled and answers the return URL', async () => {
    const { session, paymentId, returnUrl } = await startedCheckout();
    const response = await call('POST', `/api/public/checkout/${session}/cancel`);
    expect(response.json()).toEqual({
      status: 'canceled',
      returnUrl: `${returnUrl}&checkout=cancel`,
    });
    expect((await paymentRow(paymentId)).status).toBe('canceled');
    const pay = await call('POST', `/api/public/checkout/${session}/pay`);
    expect(pay.json().status).toBe('canceled');
  });

  it('answers an unknown or malformed session with 404 or 400, translated', async () => {
    const unknown = `lcs_${'0'.repeat(32)}`;
    const de = await call('GET', `/api/public/checkout/${unknown}`, 'de');
    expect(de.statusCode).toBe(404);
    expect(de.json().message).toBe('Diese Zahlungsseite gibt es nicht oder sie ist abgelaufen');
    const en = await call('POST', `/api/public/checkout/${unknown}/pay`);
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('This payment page does not exist or has expired');
    expect((await call('GET', '/api/public/checkout/cs_test_abc')).statusCode).toBe(400);
  });

  it('refuses Stripe webhooks: no secret is configured', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });
});
