import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStart } from '../../adapters/payments/online-checkout';
import { stripeSignatureHeader } from '../../adapters/payments/stripe-webhook-signature';
import { payments } from '../../db/schema-operations';
import { bearerEn } from '../../test/factories';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { hotelWithBooking } from '../../test/payment-factories';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { createOnlineCheckout, type OnlineCheckoutService } from './online-checkout.service';

const SECRET_KEY = 'sk_test_fake0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghij';

let t: TestApp;
let stripe: FakeStripe;
let checkout: OnlineCheckoutService;
const logLines: string[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  const overrides = {
    stripeSecretKey: SECRET_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: stripe.url,
  };
  t = await createTestApp(
    { ...overrides, logLevel: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  // The service as the public booking route gets it from the composition root.
  checkout = createOnlineCheckout({
    db: t.db,
    config: testConfig(overrides),
    log: t.app.log,
    stripeRetryDelayMs: 1,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function bookedHotel() {
  const scene = await hotelWithBooking(t.app, t.db);
  const input: CheckoutStart = {
    hotelId: scene.hotel.id,
    bookingId: scene.booking._id,
    amount: 20000,
    currency: 'EUR',
    description: `${scene.hotel.name}, booking ${scene.booking.number}`,
    customerEmail: 'anna@example.com',
    language: 'de',
    returnUrl: `https://pms.test/public/${scene.hotel.symbolCode}?step=confirmation&lang=de`,
  };
  return { ...scene, input };
}

async function paymentRow(id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

function sessionEvent(type: string, sessionId: string, paymentStatus = 'paid') {
  return JSON.stringify({
    id: `evt_${sessionId.slice(-12)}_${type.length}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: paymentStatus,
        customer_details: { email: 'anna@example.com', name: 'Anna Weber' },
      },
    },
  });
}

function postWebhook(body: string, signature: string | undefined, language: 'de' | 'en' = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'accept-language': language,
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}

const now = () => Math.floor(Date.now() / 1000);
const signed = (body: string, timestamp = now()) =>
  postWebhook(body, stripeSignatureHeader(WEBHOOK_SECRET, timestamp, body));

async function historyOf(token: string, hotelId: string, bookingId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/booking/${bookingId}`,
    headers: bearerEn(token, hotelId),
  });
  return response.json().history as { action: string; changes: unknown[] }[];
}

describe('start with Stripe', () => {
  it('records a pending online payment and opens a Checkout session as Stripe documents it', async () => {
    const { input, booking, hotel, token } = await bookedHotel();
    const before = stripe.requests.length;
    const started = await checkout.start(input);

    expect(started.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const request = stripe.requests[before]!;
    expect(request.idempotencyKey).toBe(started.paymentId);
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][product_data][name]': input.description,
      'line_items[0][quantity]': '1',
      customer_email: 'anna@example.com',
      success_url: `${input.returnUrl}&checkout=success`,
      cancel_url: `${input.returnUrl}&checkout=cancel`,
      client_reference_id: started.paymentId,
      'metadata[payment_id]': started.paymentId,
      'metadata[booking_id]': booking._id,
      'metadata[hotel_id]': hotel.id,
      locale: 'de',
    });

    const row = await paymentRow(started.paymentId);
    expect(row).toMatchObject({
      method: 'online',
      status: 'pending',
      amount: 20000,
      currency: 'EUR',
      provider: 'stripe',
      number: 1,
      paidAt: null,
    });
    expect(started.checkoutUrl).toContain(row.providerRef);
    const history = await historyOf(token, hotel.id, booking._id);
    expect(history[0]).toMatchObject({
      action: 'payment_added',
      changes: [
        {
          field: 'payment',
          from: null,
          to: { number: 1, method: 'online', amount: 20000, currency: 'EUR', status: 'pending' },
        },
      ],
    });
  });

  it('throws on a Stripe error, without the key, and leaves the payment pending without a session', async () => {
    const { input, booking } = await bookedHotel();
    stripe.failNext(
      stripe.error(
        400,
        'invalid_request_error',
        'amount_too_small',
        'Amount must be at least €0.50 eur',
      ),
    );
    const error = await checkout.start(input).then(
      () => null,
      (thrown: unknown) => thrown as Error,
    );
    expect(error?.message).toMatch(/Stripe refused.*400.*amount_too_small/);
    expect(error?.message).not.toContain(SECRET_KEY);
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, booking._id));
    expect(rows).toMatchObject([{ status: 'pending', provider: 'stripe', providerRef: null }]);
  });

  it('refuses a wrong key as Stripe does (401) without retrying', async () => {
    const wrongKey = createOnlineCheckout({
      db: t.db,
      config: testConfig({ stripeSecretKey: 'sk_test_wrong000', stripeApiUrl: stripe.url }),
      log: t.app.log,
      stripeRetryDelayMs: 1,
    });
    const { input } = await bookedHotel();
    const before = stripe.requests.length;
    await expect(wrongKey.start(input)).rejects.toThrow(/401/);
    expect(stripe.requests.length - before).toBe(1);
  });

  it('retries a rate limit and a server error with the same Idempotency-Key: one session', async () => {
    const { input } = await bookedHotel();
    stripe.failNext(
      {
        ...stripe.error(429, 'invalid_request_error', 'rate_limit', 'Too many requests'),
        headers: { 'retry-after': '0' },
      },
      stripe.error(500, 'api_error', undefined, 'Something went wrong'),
    );
    const before = stripe.requests.length;
    const sessions = stripe.sessionsCreated;
    const started = await checkout.start(input);
    const attempts = stripe.requests.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.idempotencyKey))).toEqual(
      new Set([started.paymentId]),
    );
    expect(stripe.sessionsCreated - sessions).toBe(1);
    expect((await paymentRow(started.paymentId)).providerRef).toMatch(/^cs_test_/);
  });

  it('gives up after a few failures and throws', async () => {
    const { input } = await bookedHotel();
    const failure = stripe.error(503, 'api_error', undefined, 'Unavailable');
    stripe.failNext(failure, failure, failure);
    await expect(checkout.start(input)).rejects.toThrow(/503/);
  });

  it("follows Stripe's Stripe-Should-Retry: false and does not try again", async () => {
    const { input } = await bookedHotel();
    stripe.failNext({
      ...stripe.error(500, 'api_error', undefined, 'Not retryable'),
      headers: { 'stripe-should-retry': 'false' },
    });
    const before = stripe.requests.length;
    await expect(checkout.start(input)).rejects.toThrow(/500/);
    expect(stripe.requests.length - before).toBe(1);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  async function startedPayment() {
    const scene = await bookedHotel();
    const started = await checkout.start(scene.input);
    const sessionId = (await paymentRow(started.paymentId)).providerRef!;
    return { ...scene, paymentId: started.paymentId, sessionId };
  }

  it('marks the payment paid on checkout.session.completed, once, and the booking history shows it', async () => {
    const { paymentId, sessionId, token, hotel, booking } = await startedPayment();
    const body = sessionEvent('checkout.session.completed', sessionId);
    const response = await signed(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const paid = await paymentRow(paymentId);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toBeInstanceOf(Date);
    const history = await historyOf(token, hotel.id, booking._id);
    expect(history[0]).toMatchObject({
      action: 'payment_status',
      changes: [
        {
          field: 'payment',
          from: { number: 1, status: 'pending' },
          to: { number: 1, status: 'paid' },
        },
      ],
    });

    // Stripe delivers at least once: the same event again changes nothing.
    expect((await signed(body)).statusCode).toBe(200);
    const again = await paymentRow(paymentId);
    expect(again.updatedAt).toEqual(paid.updatedAt);
    expect(again.paidAt).toEqual(paid.paidAt);
    expect(await historyOf(token, hotel.id, booking._id)).toHaveLength(history.length);
    // A late expiry cannot undo money that arrived.
    await signed(sessionEvent('checkout.session.expired', sessionId, 'unpaid'));
    expect((await paymentRow(paymentId)).status).toBe('paid');
  });

  it('waits on an unpaid completion, then follows the async outcome', async () => {
    const first = await startedPayment();
    await signed(sessionEvent('checkout.session.completed', first.sessionId, 'unpaid'));
    expect((await paymentRow(first.paymentId)).status).toBe('pending');
    await signed(sessionEvent('checkout.session.async_payment_succeeded', first.sessionId));
    expect((await paymentRow(first.paymentId)).status).toBe('paid');

    const second = await startedPayment();
    await signed(sessionEvent('checkout.session.async_payment_failed', second.sessionId, 'unpaid'));
    expect((await paymentRow(second.paymentId)).status).toBe('canceled');
  });

  it('marks the payment expired on checkout.session.expired', async () => {
    const { paymentId, sessionId } = await startedPayment();
    const response = await signed(sessionEvent('checkout.session.expired', sessionId, 'unpaid'));
    expect(response.statusCode).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('expired');
  });

  it('refuses a bad, missing or stale signature in the caller language and changes nothing', async () => {
    const { paymentId, sessionId } = await startedPayment();
    const body = sessionEvent('checkout.session.completed', sessionId);
    const otherSecret = stripeSignatureHeader('whsec_someone_else', now(), body);
    const de = await postWebhook(body, otherSecret, 'de');
    expect(de.statusCode).toBe(400);
    expect(de.json().message).toBe('Die Zahlungsmeldung ist nicht vom Zahlungsanbieter signiert');
    const en = await postWebhook(body, otherSecret, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(
      'The payment notification is not signed by the payment provider',
    );

    expect((await postWebhook(body, undefined)).statusCode).toBe(400);
    // Signed correctly, but for other bytes than those received.
    const tampered = body.replace('"paid"', '"paid" ');
    expect(
      (await postWebhook(tampered, stripeSignatureHeader(WEBHOOK_SECRET, now(), body))).statusCode,
    ).toBe(400);
    // Signed correctly six minutes ago: a replay.
    expect((await signed(body, now() - 360)).statusCode).toBe(400);
    expect((await paymentRow(paymentId)).status).toBe('pending');

    // Several v1 while a secret is rolled: any one of them may match.
    const rolled = `t=${now()},v1=${'0'.repeat(64)},v1=${stripeSignatureHeader(WEBHOOK_SECRET, now(), body).split('v1=')[1]}`;
    expect((await postWebhook(body, rolled)).statusCode).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('paid');
  });

  it('acknowledges other event types and unknown sessions without changing anything', async () => {
    const { paymentId } = await startedPayment();
    const other = JSON.stringify({
      id: 'evt_1',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    expect((await signed(other)).json()).toEqual({ received: true });
    const unknown = await signed(sessionEvent('checkout.session.completed', 'cs_test_unknown'));
    expect(unknown.statusCode).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('pending');
    const warning = logLines.find((line) => line.includes('unknown checkout session'));
    expect(warning).toBeDefined();
    expect(warning).not.toMatch(/anna@example\.com|Anna Weber/);
  });

  it('records one change when Stripe delivers the same event twice at once', async () => {
    const { paymentId, sessionId, token, hotel, booking } = await startedPayment();
    const body = sessionEvent('checkout.session.completed', sessionId);
    const answers = await Promise.all([signed(body), signed(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await paymentRow(paymentId)).status).toBe('paid');
    const history = await historyOf(token, hotel.id, booking._id);
    expect(history.filter((entry) => entry.action === 'payment_status')).toHaveLength(1);
  });

  it('refuses a body above the limit without reading it', async () => {
    const { paymentId, sessionId } = await startedPayment();
    const event = JSON.parse(sessionEvent('checkout.session.completed', sessionId));
    const body = JSON.stringify({ ...event, padding: 'x'.repeat(300 * 1024) });
    const response = await signed(body);
    expect(response.statusCode).toBe(413);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('answers 404 for the test checkout while Stripe is configured', async () => {
    const session = `lcs_${'a'.repeat(32)}`;
    for (const [method, url] of [
      ['GET', `/api/public/checkout/${session}`],
      ['POST', `/api/public/checkout/${session}/pay`],
      ['POST', `/api/public/checkout/${session}/cancel`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  it('refuses every event', async () => {
    const app = await createTestApp({ stripeSecretKey: SECRET_KEY, stripeApiUrl: stripe.url });
    try {
      const body = sessionEvent('checkout.session.completed', 'cs_test_x');
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignatureHeader(WEBHOOK_SECRET, now(), body),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
