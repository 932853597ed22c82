import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { stripeSignatureHeader } from '../../adapters/payments/stripe-webhook-signature';
import { bookings } from '../../db/schema-bookings';
import { payments } from '../../db/schema-operations';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { createBooking, postPayment } from '../../test/payment-factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { guestAppScene } from './guest-app-test-scene';

const SECRET_KEY = 'sk_test_guestapp0123456789';
const WEBHOOK_SECRET = 'whsec_test_guestapp_0123456789';

let t: TestApp;
let stripeApp: TestApp;
let stripe: FakeStripe;

beforeAll(async () => {
  t = await createTestApp();
  stripe = await startFakeStripe(SECRET_KEY);
  stripeApp = await createTestApp({
    stripeSecretKey: SECRET_KEY,
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiUrl: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripeApp.close();
  await stripe.close();
});

/**
 * A signed-in guest whose booking has an open bank-transfer payment of 50.00 that grants room
 * access, in a hotel that takes online payments (unless `online` is false).
 */
async function openPaymentScene(app: TestApp, online = true) {
  const scene = await guestAppScene(app, { setting: { useOnlinePayments: online } });
  const guestToken = await scene.signIn();
  const created = await postPayment(app.app, scene.token, scene.hotel.id, {
    booking: scene.booking._id,
    method: 'bank_transfer',
    amount: 5000,
    grantsRoomAccess: true,
  });
  expect(created.statusCode).toBe(201);
  const paymentId = created.json<{ _id: string }>()._id;
  const guestView = async () =>
    (
      await scene.call('GET', `bookings/${scene.booking._id}`, { token: guestToken })
    ).json<GuestBooking>();
  const pay = () => scene.call('GET', `payment/${paymentId}`, { token: guestToken });
  return { ...scene, guestToken, paymentId, guestView, pay };
}

async function paymentRow(app: TestApp, id: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('GET …/payment/:id with the test checkout', () => {
  it('opens a checkout for the open payment; paying it there grants access and shows the code', async () => {
    const scene = await openPaymentScene(t);
    const before = await scene.guestView();
    expect(before).toMatchObject({ status: 'pending_payment', accessCode: null });
    expect(before.payments[0]).toMatchObject({ _id: scene.paymentId, canPayOnline: true });

    const response = await scene.pay();
    expect(response.statusCode).toBe(200);
    const { checkoutUrl } = response.json<{ checkoutUrl: string }>();
    const session = checkoutUrl.split('/').pop()!;
    expect(checkoutUrl).toBe(
      `${TEST_APP_URL}/public/${scene.hotel.symbolCode}/checkout/${session}`,
    );
    const returnUrl = `${TEST_APP_URL}/guest_app/${scene.hotel.symbolCode}/${scene.booking._id}`;
    expect(await paymentRow(t, scene.paymentId)).toMatchObject({
      method: 'online',
      status: 'pending',
      provider: 'local',
      providerRef: session,
      providerUrl: checkoutUrl,
      returnUrl,
    });
    // Asked again while it is open: the same checkout, not a second one.
    expect((await scene.pay()).json()).toEqual({ checkoutUrl });

    const page = await t.app.inject({ method: 'GET', url: `/api/public/checkout/${session}` });
    expect(page.json()).toMatchObject({ amount: 5000, status: 'pending', returnUrl });
    const paid = await t.app.inject({ method: 'POST', url: `/api/public/checkout/${session}/pay` });
    expect(paid.json()).toEqual({ status: 'paid', returnUrl: `${returnUrl}?checkout=success` });

    const after = await scene.guestView();
    expect(after).toMatchObject({
      status: 'pending_confirmation',
      accessGranted: true,
      paidAmount: 5000,
      selfCheckIn: { paymentRequired: false },
    });
    expect(after.accessCode).toMatch(/^\d{6}$/);
    expect(after.payments[0]).toMatchObject({ status: 'paid', canPayOnline: false });

    const again = await scene.pay();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This payment is already settled');
  });

  it('cancelling the checkout leaves the payment open: no code, and paying again opens a new checkout', async () => {
    const scene = await openPaymentScene(t);
    const first = (await scene.pay()).json<{ checkoutUrl: string }>().checkoutUrl;
    const firstSession = first.split('/').pop()!;
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/api/public/checkout/${firstSession}/cancel`,
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'expired' });

    const afterCancel = await scene.guestView();
    expect(afterCancel).toMatchObject({
      status: 'pending_payment',
      accessGranted: false,
      accessCode: null,
    });
    expect(afterCancel.payments[0]).toMatchObject({ status: 'expired', canPayOnline: true });

    const again = await scene.pay();
    expect(again.statusCode).toBe(200);
    const second = again.json<{ checkoutUrl: string }>().checkoutUrl;
    expect(second).not.toBe(first);
    expect(await paymentRow(t, scene.paymentId)).toMatchObject({
      status: 'pending',
      providerUrl: second,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/public/checkout/${second.split('/').pop()}/pay`,
    });
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const after = await scene.guestView();
    expect(after.accessGranted).toBe(true);
    expect(after.accessCode).toMatch(/^\d{6}$/);
  });

  it('is not offered for a canceled or completed stay, and refused with 409', async () => {
    for (const status of ['canceled', 'completed'] as const) {
      const scene = await openPaymentScene(t);
      await t.db.update(bookings).set({ status }).where(eq(bookings.id, scene.booking._id));
      expect((await scene.guestView()).payments[0]).toMatchObject({
        status: 'new',
        canPayOnline: false,
      });
      const response = await scene.pay();
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This stay is over or canceled and can no longer be changed',
      );
      expect(await paymentRow(t, scene.paymentId)).toMatchObject({
        method: 'bank_transfer',
        status: 'new',
        providerUrl: null,
      });
    }
  });

  it('two clicks at the same moment open one checkout', async () => {
    const scene = await openPaymentScene(t);
    const [first, second] = await Promise.all([scene.pay(), scene.pay()]);
    expect(first!.statusCode).toBe(200);
    expect(second!.json()).toEqual(first!.json());
    expect((await paymentRow(t, scene.paymentId)).providerUrl).toBe(first!.json().checkoutUrl);
  });

  it('answers 404 for a payment of someone else’s booking', async () => {
    const scene = await openPaymentScene(t);
    const stranger = await createGuest(t.db, scene.hotel.id);
    const theirs = await createBooking(t.app, scene.token, scene.hotel.id, {
      roomType: scene.roomType.id,
      mainGuest: stranger.id,
    });
    const payment = await postPayment(t.app, scene.token, scene.hotel.id, {
      booking: theirs._id,
      method: 'cash',
      amount: 1000,
    });
    const response = await scene.call('GET', `payment/${payment.json()._id}`, {
      token: scene.guestToken,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Payment not found');
    expect((await paymentRow(t, payment.json()._id)).method).toBe('cash');
  });

  it('answers 409 where the hotel takes no online payments, and changes nothing', async () => {
    const scene = await openPaymentScene(t, false);
    const response = await scene.pay();
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This hotel does not take payments in the app. Please pay at the reception.',
    );
    expect(await paymentRow(t, scene.paymentId)).toMatchObject({
      method: 'bank_transfer',
      status: 'new',
      provider: null,
    });
  });
});

let stripeEventCount = 0;

/** A signed Stripe event about a checkout session (completed ones are paid). */
function stripeEvent(type: string, sessionId: string) {
  stripeEventCount += 1;
  const body = JSON.stringify({
    id: `evt_guest_app_${stripeEventCount}`,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid' } },
  });
  return stripeApp.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader(
        WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000),
        body,
      ),
    },
    payload: body,
  });
}

describe('GET …/payment/:id with Stripe', () => {
  it('opens a Stripe Checkout session back to the guest app; the signed webhook settles it', async () => {
    const scene = await openPaymentScene(stripeApp);
    const response = await scene.pay();
    expect(response.statusCode).toBe(200);
    const request = stripe.requests.at(-1)!;
    const returnUrl = `${TEST_APP_URL}/guest_app/${scene.hotel.symbolCode}/${scene.booking._id}`;
    expect(request.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '5000',
      'metadata[payment_id]': scene.paymentId,
      success_url: `${returnUrl}?checkout=success`,
      cancel_url: `${returnUrl}?checkout=cancel`,
      customer_email: scene.guest.email,
    });
    const row = await paymentRow(stripeApp, scene.paymentId);
    expect(row).toMatchObject({ method: 'online', status: 'pending', provider: 'stripe' });
    expect(response.json()).toEqual({ checkoutUrl: row.providerUrl });

    const webhook = await stripeEvent('checkout.session.completed', row.providerRef!);
    expect(webhook.statusCode).toBe(200);
    expect((await paymentRow(stripeApp, scene.paymentId)).status).toBe('paid');
    expect((await scene.guestView()).accessGranted).toBe(true);
  });

  it('a failed payment leaves it open: paying again opens a new Stripe session', async () => {
    const scene = await openPaymentScene(stripeApp);
    await scene.pay();
    const first = await paymentRow(stripeApp, scene.paymentId);
    const failed = await stripeEvent('checkout.session.async_payment_failed', first.providerRef!);
    expect(failed.statusCode).toBe(200);
    expect((await paymentRow(stripeApp, scene.paymentId)).status).toBe('expired');
    const view = await scene.guestView();
    expect(view).toMatchObject({ accessGranted: false, accessCode: null });
    expect(view.payments[0]).toMatchObject({ status: 'expired', canPayOnline: true });

    const again = await scene.pay();
    expect(again.statusCode).toBe(200);
    const second = await paymentRow(stripeApp, scene.paymentId);
    expect(second.status).toBe('pending');
    expect(second.providerRef).not.toBe(first.providerRef);
    expect(again.json()).toEqual({ checkoutUrl: second.providerUrl });
    await stripeEvent('checkout.session.completed', second.providerRef!);
    expect((await scene.guestView()).accessGranted).toBe(true);
  });
});
