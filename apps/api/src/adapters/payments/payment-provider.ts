import type { PaymentSettings } from '@hotel/shared/contracts/payment-settings';

/**
 * The online payment provider this server is configured with (adapters/: one real and one
 * local implementation per outside service). With STRIPE_SECRET_KEY it is Stripe; without it the local simulator, where
 * no money moves. The checkout itself comes with the guest app; this says which one is active.
 */
export type PaymentProvider = PaymentSettings['provider'];

export function createPaymentProvider(config: { stripeSecretKey?: string }): PaymentProvider {
  const key = config.stripeSecretKey;
  if (!key) return { kind: 'local', isLive: false };
  // A test-mode key talks to Stripe, but no real money moves: not live.
  return { kind: 'stripe', isLive: !/^(sk|rk)_test_/.test(key) };
}
