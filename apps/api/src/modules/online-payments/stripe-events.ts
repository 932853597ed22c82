import type { CheckoutOutcome } from './checkout-outcomes';

export interface StripeEventOutcome {
  eventId: string;
  eventType: string;
  sessionId: string;
  outcome: CheckoutOutcome;
}

/**
 * What a Checkout Session event means for our payment (docs/integrations/stripe.md). A session
 * completed with `unpaid` waits for async_payment_succeeded or _failed (SEPA, bank redirects);
 * every other event type is not ours to act on and gives null.
 */
export function stripeEventOutcome(event: unknown): StripeEventOutcome | null {
  if (!event || typeof event !== 'object') return null;
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: unknown };
  const session = (data as { object?: unknown } | undefined)?.object as
    { id?: unknown; object?: unknown; payment_status?: unknown } | undefined;
  if (typeof type !== 'string' || typeof session?.id !== 'string') return null;
  if (session.object !== 'checkout.session' || session.id.length > 255) return null;
  const outcome = outcomeOf(type, session.payment_status);
  if (!outcome) return null;
  return {
    eventId: typeof id === 'string' ? id : '',
    eventType: type,
    sessionId: session.id,
    outcome,
  };
}

function outcomeOf(type: string, paymentStatus: unknown): CheckoutOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
      return paymentStatus === 'paid' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'canceled';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}
