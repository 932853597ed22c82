import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's libraries refuse an event signed longer ago than this (a replay). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The v1 scheme: hex HMAC-SHA256, keyed with the endpoint's whsec_ secret, of `t.rawBody`. */
export function stripeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** A Stripe-Signature header as Stripe sends it (and as the tests' fake sends it). */
export function stripeSignatureHeader(secret: string, timestamp: number, rawBody: string) {
  return `t=${timestamp},v1=${stripeSignature(secret, timestamp, rawBody)}`;
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * https://docs.stripe.com/webhooks#verify-manually: `Stripe-Signature: t=<unix>,v1=<hex>`,
 * possibly with several v1 (while a secret is rolled) and other schemes (v0, ignored). Valid when
 * any v1 matches, in constant time, and t is within the tolerance of now.
 */
export function verifyStripeSignature(input: {
  secret: string;
  header: string | undefined;
  rawBody: string;
  nowSeconds: number;
}): boolean {
  if (!input.header || input.header.length > 2048) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of input.header.split(',')) {
    const [key, value] = part.trim().split('=', 2) as [string, string | undefined];
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(input.nowSeconds - timestamp) > STRIPE_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = stripeSignature(input.secret, timestamp, input.rawBody);
  return signatures.some((signature) => sameHex(expected, signature));
}
