import type { CheckoutStart } from './online-checkout';

/** Stripe answers in well under a second; one that has not answered in this time is down. */
export const STRIPE_TIMEOUT_MS = 10_000;
/** A session answer is a few KB of JSON; more is not read. */
const STRIPE_RESPONSE_MAX_BYTES = 256 * 1024;
/** Retries after a 429, a 5xx or no answer (the Idempotency-Key makes them safe). */
const STRIPE_RETRIES = 2;
/** A Retry-After longer than this is not waited for: the visitor is waiting. */
const STRIPE_MAX_RETRY_WAIT_MS = 2_000;

export interface StripeCheckoutOptions {
  secretKey: string;
  /** https://api.stripe.com unless a test double stands in. */
  apiUrl?: string;
  /** The first backoff; doubled for each further retry. */
  retryDelayMs?: number;
}

export interface StripeSessionRequest extends CheckoutStart {
  /** Our payment's id: metadata, client reference and the Idempotency-Key. */
  paymentId: string;
  /**
   * A key of its own for a payment that may need a second session (the guest app's, after a
   * cancel): Stripe would answer the payment id's key with the first, dead session again.
   */
  idempotencyKey?: string;
}

/**
 * Stripe refused or could not be reached. The message names Stripe's error type and code,
 * never the key (Stripe masks it in its own messages; we do not repeat those either).
 */
export class StripeCheckoutError extends Error {
  constructor(
    readonly status: number | null,
    readonly stripeType?: string,
    readonly stripeCode?: string,
  ) {
    super(
      status === null
        ? 'Stripe could not be reached'
        : `Stripe refused the checkout session (HTTP ${status}${stripeType ? `, ${stripeType}` : ''}${stripeCode ? `/${stripeCode}` : ''})`,
    );
    this.name = 'StripeCheckoutError';
  }
}

/** The returnUrl with `checkout=<outcome>` added to its query, keeping what it has. */
export function withCheckoutOutcome(returnUrl: string, outcome: 'success' | 'cancel'): string {
  const url = new URL(returnUrl);
  url.searchParams.set('checkout', outcome);
  return url.href;
}

/** Stripe's form encoding of POST /v1/checkout/sessions (nested keys in brackets). */
export function checkoutSessionForm(request: StripeSessionRequest): URLSearchParams {
  const form = new URLSearchParams({
    mode: 'payment',
    'line_items[0][price_data][currency]': request.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(request.amount),
    'line_items[0][price_data][product_data][name]': request.description,
    'line_items[0][quantity]': '1',
    success_url: withCheckoutOutcome(request.returnUrl, 'success'),
    cancel_url: withCheckoutOutcome(request.returnUrl, 'cancel'),
    client_reference_id: request.paymentId,
    'metadata[payment_id]': request.paymentId,
    'metadata[booking_id]': request.bookingId,
    'metadata[hotel_id]': request.hotelId,
    locale: request.language,
  });
  // Without an address (a guest the hotel has none of), Stripe Checkout asks for it.
  if (request.customerEmail) form.set('customer_email', request.customerEmail);
  return form;
}

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < STRIPE_RESPONSE_MAX_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, STRIPE_RESPONSE_MAX_BYTES).toString('utf8');
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Seconds of Retry-After, if Stripe sent a short one. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  if (!Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds * 1000, STRIPE_MAX_RETRY_WAIT_MS);
}

/**
 * Stripe's own hint (Stripe-Should-Retry, as its official libraries read it) wins; without it,
 * rate limits and Stripe's failures are worth another try, a refusal of our request is not.
 */
function shouldRetry(response: Response): boolean {
  const hint = response.headers.get('stripe-should-retry');
  if (hint === 'true') return true;
  if (hint === 'false') return false;
  return response.status === 429 || response.status >= 500;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Attempt =
  | { session: { id: string; url: string } }
  | { error: StripeCheckoutError; retryable: boolean; waitMs?: number };

async function attempt(endpoint: string, secretKey: string, idempotencyKey: string, body: string) {
  let response: Response;
  let json: Record<string, unknown>;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': idempotencyKey,
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(STRIPE_TIMEOUT_MS),
    });
    json = parseJson(await readBounded(response));
  } catch {
    // No answer (network, timeout): Stripe may or may not have the session; the key tells.
    return { error: new StripeCheckoutError(null), retryable: true } satisfies Attempt;
  }
  if (response.ok && typeof json.id === 'string' && typeof json.url === 'string') {
    return { session: { id: json.id, url: json.url } } satisfies Attempt;
  }
  const error = (json.error ?? {}) as { type?: unknown; code?: unknown };
  return {
    error: new StripeCheckoutError(
      response.status,
      typeof error.type === 'string' ? error.type : undefined,
      typeof error.code === 'string' ? error.code : undefined,
    ),
    retryable: shouldRetry(response),
    waitMs: retryAfterMs(response),
  } satisfies Attempt;
}

/**
 * Opens a Stripe Checkout session (https://docs.stripe.com/api/checkout/sessions/create) and
 * returns its id and hosted URL. Rate limits (429) and Stripe's own failures (5xx, no answer)
 * are retried with the same Idempotency-Key, so a retry never opens a second session; any
 * other refusal throws at once.
 */
export async function createStripeCheckoutSession(
  options: StripeCheckoutOptions,
  request: StripeSessionRequest,
): Promise<{ id: string; url: string }> {
  const endpoint = `${options.apiUrl ?? 'https://api.stripe.com'}/v1/checkout/sessions`;
  const body = checkoutSessionForm(request).toString();
  const baseDelay = options.retryDelayMs ?? 500;
  for (let retry = 0; ; retry += 1) {
    const outcome: Attempt = await attempt(
      endpoint,
      options.secretKey,
      request.idempotencyKey ?? request.paymentId,
      body,
    );
    if ('session' in outcome) return outcome.session;
    if (!outcome.retryable || retry >= STRIPE_RETRIES) throw outcome.error;
    await sleep(outcome.waitMs ?? baseDelay * 2 ** retry);
  }
}
