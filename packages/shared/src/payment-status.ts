/**
 * Payments of spec §3/§4. Statuses new, pending, paid, expired, canceled; paid and canceled are
 * final (money that arrived or a request that was withdrawn is never rewritten: a mistake is
 * canceled and recorded again). Shared so the server refuses exactly what the client hides.
 */
export const PAYMENT_STATUSES = ['new', 'pending', 'paid', 'expired', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment is created as a request (new, pending) or as money already received (paid). */
export const PAYMENT_CREATE_STATUSES = ['new', 'pending', 'paid'] as const;

/** Cash and card at the desk, bank transfer, and online through the guest app's provider. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a hotel accepts until its owner says otherwise: everything but online. */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'bank_transfer'];

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'canceled';
}

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return !isFinalPaymentStatus(from) && from !== to;
}

export function nextPaymentStatuses(from: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((to) => canChangePaymentStatus(from, to));
}

/** Payment statuses the staff must confirm first: both are final. */
export function paymentStatusNeedsConfirmation(to: PaymentStatus): boolean {
  return isFinalPaymentStatus(to);
}

/**
 * What a booking's guest has paid and still owes, in minor units of `currency` (the hotel's,
 * which the price is in). Only paid payments in that currency count: a hotel that changed its
 * currency keeps older payments in the old one, and adding them would mix currencies (the
 * payments list totals follow the same rule). open is negative when the guest paid more than
 * the price (a credit).
 */
export function paymentBalance(
  price: number,
  currency: string,
  payments: readonly { status: PaymentStatus; amount: number; currency: string }[],
): { paid: number; open: number } {
  const paid = payments
    .filter((payment) => payment.status === 'paid' && payment.currency === currency)
    .reduce((sum, payment) => sum + payment.amount, 0);
  return { paid, open: price - paid };
}
