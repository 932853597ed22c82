/**
 * Online card payment of a public booking (issue 13): a hosted checkout at the provider (Stripe
 * Checkout with STRIPE_SECRET_KEY, the local simulator without it). The booking's payment is
 * recorded as paid only by the provider's signed webhook, never by the browser coming back.
 */
export interface CheckoutStart {
  hotelId: string;
  bookingId: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, as the hotel's setting holds it (EUR). */
  currency: string;
  /** What the checkout page names ("Hotel Alpenblick, booking 1042"). */
  description: string;
  customerEmail: string;
  language: 'de' | 'en';
  /**
   * Absolute URL the visitor returns to (the confirmation step); the provider appends
   * `checkout=success` or `checkout=cancel` as a query parameter.
   */
  returnUrl: string;
}

export interface OnlineCheckout {
  /** Which provider takes the money: `stripe` or `local` (no money moves). */
  readonly kind: 'stripe' | 'local';
  /**
   * Records the booking's online payment (method online, status pending, provider and session
   * id) and opens a checkout session for it. Throws when the provider cannot be reached; the
   * booking then stays with its pending payment and the visitor can pay later.
   */
  start(input: CheckoutStart): Promise<{ paymentId: string; checkoutUrl: string }>;
}
