import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isOpenPaymentStatus } from '@hotel/shared/guest-app';
import type {
  PublicCheckout,
  PublicCheckoutOutcome,
} from '@hotel/shared/contracts/public-checkout';
import type { CheckoutStart, OnlineCheckout } from '../../adapters/payments/online-checkout';
import {
  createStripeCheckoutSession,
  withCheckoutOutcome,
} from '../../adapters/payments/stripe-checkout';
import { verifyStripeSignature } from '../../adapters/payments/stripe-webhook-signature';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { systemPrincipal, type Principal } from '../../lib/principal';
import { bookingNotFound } from '../bookings';
import { createPaymentRecords, createPaymentsRepository } from '../payments';
import { createReceipts, publicConfirmationUrl } from '../public-booking';
import { createCheckoutOutcomes } from './checkout-outcomes';
import { stripeEventOutcome } from './stripe-events';

type CheckoutConfig = Pick<
  AppConfig,
  'appUrl' | 'jwtSecret' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiUrl'
>;

export interface OnlineCheckoutDeps {
  db: Db;
  config: CheckoutConfig;
  log: FastifyBaseLogger;
  /** Stripe's first retry backoff (tests shorten it). */
  stripeRetryDelayMs?: number;
  nowSeconds?: () => number;
}

/** A payment of an existing booking to open a checkout for (the guest app's). */
export interface ExistingPaymentCheckout {
  hotelId: string;
  paymentId: string;
  /** What the checkout page names ("Hotel Alpenblick, booking 1042"). */
  description: string;
  /** May be empty: the provider then asks for it. */
  customerEmail: string;
  language: 'de' | 'en';
  /** Absolute URL the payer returns to; the provider appends `checkout=success|cancel`. */
  returnUrl: string;
  /** Who opened it, for the booking's history. */
  principal: Principal;
}

/** The reference of a guest app payment while its Stripe session is being opened. */
const STRIPE_ATTEMPT_PREFIX = 'attempt_';

const signatureInvalid = () => new AppError('BAD_REQUEST', 'errors.stripeSignatureInvalid');
const checkoutNotFound = () => new AppError('NOT_FOUND', 'errors.checkoutNotFound');

/**
 * Online card payment of a public booking (the port in adapters/payments/online-checkout.ts):
 * Stripe Checkout with STRIPE_SECRET_KEY, otherwise the test checkout of the public page, where
 * no money moves. Either way the payment becomes paid only through checkout-outcomes: Stripe's
 * signed webhook, or the test checkout's own buttons.
 *
 * A test payment's notice tells staff that no money moved; the visitor's way back is the
 * booking's confirmation, computed from its receipt as the booking call computes it.
 */
/** What staff read on a payment of the test checkout (both languages: staff may use either). */
export const TEST_PAYMENT_NOTICE = 'Testzahlung, kein Geld bewegt / Test payment, no money moved';

export function createOnlineCheckout(deps: OnlineCheckoutDeps) {
  const { db, config, log } = deps;
  const kind: OnlineCheckout['kind'] = config.stripeSecretKey ? 'stripe' : 'local';
  const repository = createPaymentsRepository(db);
  const records = createPaymentRecords(db);
  const outcomes = createCheckoutOutcomes(db);
  const receipts = createReceipts(config.jwtSecret);
  const nowSeconds = deps.nowSeconds ?? (() => Math.floor(Date.now() / 1000));

  /** The pending payment, in one transaction with its number and its booking history entry. */
  async function recordPending(input: CheckoutStart, providerRef: string | null) {
    return db.transaction(async (tx) => {
      if (!(await repository.bookingOfHotel(tx, input.hotelId, input.bookingId))) {
        throw bookingNotFound();
      }
      return records.record(
        tx,
        {
          hotelId: input.hotelId,
          bookingId: input.bookingId,
          method: 'online',
          status: 'pending',
          amount: input.amount,
          currency: input.currency,
          notice: kind === 'local' ? TEST_PAYMENT_NOTICE : '',
          provider: kind,
          providerRef,
        },
        systemPrincipal('public_page'),
      );
    });
  }

  async function startStripe(input: CheckoutStart, secretKey: string) {
    const payment = await recordPending(input, null);
    let session: { id: string; url: string };
    try {
      session = await createStripeCheckoutSession(
        { secretKey, apiUrl: config.stripeApiUrl, retryDelayMs: deps.stripeRetryDelayMs },
        { ...input, paymentId: payment.id },
      );
    } catch (error) {
      // The payment stays pending without a session: staff see it, the visitor may pay later.
      log.error({ paymentId: payment.id, err: error }, 'Stripe Checkout session not created');
      throw error;
    }
    await db.transaction((tx) =>
      repository.update(tx, payment.id, { providerRef: session.id, providerUrl: session.url }),
    );
    return { paymentId: payment.id, checkoutUrl: session.url };
  }

  async function startLocal(input: CheckoutStart) {
    const sessionId = `lcs_${randomBytes(16).toString('hex')}`;
    const payment = await recordPending(input, sessionId);
    const checkout = (await repository.checkoutOf('local', sessionId))!;
    const symbol = encodeURIComponent(checkout.hotelSymbolCode);
    const checkoutUrl = `${config.appUrl}/public/${symbol}/checkout/${sessionId}`;
    await db.transaction((tx) => repository.update(tx, payment.id, { providerUrl: checkoutUrl }));
    return { paymentId: payment.id, checkoutUrl };
  }

  /** The test checkout's payment, only while no Stripe key is set. */
  async function localSession(sessionId: string) {
    if (kind !== 'local') throw new AppError('NOT_FOUND', 'errors.checkoutSimulatorOnly');
    const row = await repository.checkoutOf('local', sessionId);
    if (!row) throw checkoutNotFound();
    return row;
  }

  /**
   * Where the payer goes back to: the payment's own return URL (the guest app's booking) when
   * it has one, else the public booking's confirmation step.
   */
  function returnUrlOf(row: NonNullable<Awaited<ReturnType<typeof repository.checkoutOf>>>) {
    if (row.payment.returnUrl) return row.payment.returnUrl;
    return publicConfirmationUrl(config.appUrl, row.hotelSymbolCode, {
      bookingId: row.payment.bookingId,
      receipt: receipts.receiptOf(row.payment.bookingId),
    });
  }

  async function localOutcome(
    sessionId: string,
    outcome: 'paid' | 'canceled',
  ): Promise<PublicCheckoutOutcome> {
    await localSession(sessionId);
    await outcomes.record('local', sessionId, outcome);
    const after = await localSession(sessionId);
    const status = after.payment.status;
    return {
      status,
      returnUrl: withCheckoutOutcome(returnUrlOf(after), status === 'paid' ? 'success' : 'cancel'),
    };
  }

  /** A new test checkout session of the hotel and the URL of its page. */
  async function localSessionOf(tx: Tx, hotelId: string) {
    const [hotel] = await tx
      .select({ symbolCode: hotels.symbolCode })
      .from(hotels)
      .where(eq(hotels.id, hotelId));
    const providerRef = `lcs_${randomBytes(16).toString('hex')}`;
    const symbol = encodeURIComponent(hotel!.symbolCode);
    return {
      providerRef,
      providerUrl: `${config.appUrl}/public/${symbol}/checkout/${providerRef}`,
    };
  }

  /**
   * Makes an open payment an online one whose checkout is about to open, under its row lock:
   * the URL of a checkout still open is answered again instead of a second session.
   */
  async function prepareExisting(input: ExistingPaymentCheckout) {
    return db.transaction(async (tx) => {
      const before = await repository.findForUpdate(tx, input.hotelId, input.paymentId);
      if (!before) throw new AppError('NOT_FOUND', 'errors.guestPaymentNotFound');
      if (!isOpenPaymentStatus(before.status)) {
        throw new AppError('CONFLICT', 'errors.guestPaymentNotOpen');
      }
      const open =
        before.status !== 'expired' && before.provider === kind && before.providerUrl !== null;
      if (open) {
        return { payment: before, reuseUrl: before.providerUrl, localUrl: null, attempt: null };
      }
      const opening =
        before.status === 'pending' &&
        before.provider === 'stripe' &&
        before.providerUrl === null &&
        before.providerRef?.startsWith(STRIPE_ATTEMPT_PREFIX) === true;
      if (opening && kind === 'stripe') {
        return { payment: before, reuseUrl: null, localUrl: null, attempt: before.providerRef! };
      }
      // The test checkout needs no provider: its session is complete at once, so two clicks
      // at the same moment get the same page. Stripe's session follows outside the lock, under
      // an attempt key kept as the reference until the session's id replaces it: a second
      // click meanwhile sends the same key, and Stripe answers it with the same session.
      const local =
        kind === 'local'
          ? await localSessionOf(tx, before.hotelId)
          : {
              providerRef: `${STRIPE_ATTEMPT_PREFIX}${randomBytes(16).toString('hex')}`,
              providerUrl: null,
            };
      await repository.update(tx, before.id, {
        method: 'online',
        provider: kind,
        ...local,
        returnUrl: input.returnUrl,
      });
      // pending: a checkout is open for it (as a payment the public page starts).
      await records.change(
        tx,
        before,
        { status: 'pending', grantsRoomAccess: before.grantsRoomAccess, notice: before.notice },
        input.principal,
      );
      return {
        payment: before,
        reuseUrl: null,
        localUrl: local.providerUrl,
        attempt: local.providerRef,
      };
    });
  }

  async function checkoutExisting(
    input: ExistingPaymentCheckout,
  ): Promise<{ checkoutUrl: string }> {
    const { payment, reuseUrl, localUrl, attempt } = await prepareExisting(input);
    if (reuseUrl) return { checkoutUrl: reuseUrl };
    if (config.stripeSecretKey) {
      let session: { id: string; url: string };
      try {
        session = await createStripeCheckoutSession(
          {
            secretKey: config.stripeSecretKey,
            apiUrl: config.stripeApiUrl,
            retryDelayMs: deps.stripeRetryDelayMs,
          },
          {
            hotelId: payment.hotelId,
            bookingId: payment.bookingId,
            amount: payment.amount,
            currency: payment.currency,
            description: input.description,
            customerEmail: input.customerEmail,
            language: input.language,
            returnUrl: input.returnUrl,
            paymentId: payment.id,
            idempotencyKey: attempt ?? undefined,
          },
        );
      } catch (error) {
        log.error({ paymentId: payment.id, err: error }, 'Stripe Checkout session not created');
        // The next click tries with a new key: Stripe may keep this key's refusal.
        await db.transaction(async (tx) => {
          const now = await repository.findForUpdate(tx, payment.hotelId, payment.id);
          if (now?.providerRef === attempt) {
            await repository.update(tx, payment.id, { providerRef: null });
          }
        });
        throw error;
      }
      await db.transaction((tx) =>
        repository.update(tx, payment.id, { providerRef: session.id, providerUrl: session.url }),
      );
      return { checkoutUrl: session.url };
    }
    // The test checkout was opened whole under the row lock (prepareExisting).
    return { checkoutUrl: localUrl! };
  }

  return {
    kind,

    /**
     * A checkout for a payment that already exists (the guest app's open payments): it becomes
     * an online payment, pending while the checkout is open, and settles like any other
     * through checkout-outcomes. The payer returns to `returnUrl`.
     */
    checkoutExisting,

    start(input: CheckoutStart): Promise<{ paymentId: string; checkoutUrl: string }> {
      return config.stripeSecretKey
        ? startStripe(input, config.stripeSecretKey)
        : startLocal(input);
    },

    /**
     * POST /api/payments/stripe/webhook: verified against STRIPE_WEBHOOK_SECRET before anything
     * is read (without the secret nothing is accepted). An event about a session we do not have
     * changes nothing and is still acknowledged: Stripe would otherwise retry it for days.
     */
    async stripeWebhook(input: { signature: string | undefined; rawBody: string }) {
      const secret = config.stripeWebhookSecret;
      const signed =
        secret !== undefined &&
        verifyStripeSignature({
          secret,
          header: input.signature,
          rawBody: input.rawBody,
          nowSeconds: nowSeconds(),
        });
      if (!signed) throw signatureInvalid();
      let event: unknown;
      try {
        event = JSON.parse(input.rawBody);
      } catch {
        return;
      }
      const handled = stripeEventOutcome(event);
      if (!handled) return;
      const result = await outcomes.record('stripe', handled.sessionId, handled.outcome);
      // Ids and types only: the event's customer details stay out of the log.
      const context = { eventId: handled.eventId, eventType: handled.eventType, result };
      if (result === 'unknown') log.warn(context, 'Stripe event about an unknown checkout session');
      else log.info(context, 'Stripe checkout event recorded');
    },

    async localCheckout(sessionId: string): Promise<PublicCheckout> {
      const row = await localSession(sessionId);
      return {
        hotelName: row.hotelName,
        bookingNumber: row.bookingNumber,
        amount: row.payment.amount,
        currency: row.payment.currency,
        status: row.payment.status,
        returnUrl: returnUrlOf(row),
      };
    },

    localPay: (sessionId: string) => localOutcome(sessionId, 'paid'),
    localCancel: (sessionId: string) => localOutcome(sessionId, 'canceled'),
  } satisfies OnlineCheckout & Record<string, unknown>;
}

export type OnlineCheckoutService = ReturnType<typeof createOnlineCheckout>;
