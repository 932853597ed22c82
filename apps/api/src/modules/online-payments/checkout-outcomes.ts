import { canChangePaymentStatus, type PaymentStatus } from '@hotel/shared/payment-status';
import type { Db } from '../../db/client';
import { systemPrincipal } from '../../lib/principal';
import { createPaymentRecords, createPaymentsRepository } from '../payments';

/** What a checkout ends in: paid, given up (or the bank refused), or left until it expired. */
export type CheckoutOutcome = 'paid' | 'canceled' | 'expired';
export type CheckoutProvider = 'stripe' | 'local';

/** unknown: no payment has that session; unchanged: it already had that or a final status. */
export type OutcomeResult = 'changed' | 'unchanged' | 'unknown';

/**
 * The one way a checkout's outcome reaches the payment, for Stripe's signed webhook and the
 * test checkout's buttons alike. The status rules of packages/shared/payment-status apply: paid
 * and canceled are final, so a repeated or late event changes nothing. A guest app payment is
 * never canceled here (statusAfter).
 */
export function createCheckoutOutcomes(db: Db) {
  const repository = createPaymentsRepository(db);
  const records = createPaymentRecords(db);
  // The visitor paid on the public page; the provider only reports it.
  const principal = systemPrincipal('public_page');

  return {
    async record(
      provider: CheckoutProvider,
      sessionId: string,
      outcome: CheckoutOutcome,
    ): Promise<OutcomeResult> {
      return db.transaction(async (tx) => {
        const before = await repository.findByProviderRefForUpdate(tx, provider, sessionId);
        if (!before) return 'unknown';
        const status = statusAfter(outcome, before.returnUrl !== null);
        if (!canChangePaymentStatus(before.status, status)) return 'unchanged';
        await records.change(
          tx,
          before,
          { status, grantsRoomAccess: before.grantsRoomAccess, notice: before.notice },
          principal,
        );
        return 'changed';
      });
    },
  };
}

/**
 * A payment the guest app opened the checkout for (it has a return URL) was requested by the
 * hotel and still has to be paid: a cancel or a refused payment leaves it expired, open and
 * payable again with a new checkout, instead of canceled, which is final and would count as
 * settled (the door code would show without payment).
 */
function statusAfter(outcome: CheckoutOutcome, openedByGuestApp: boolean): PaymentStatus {
  if (outcome === 'canceled' && openedByGuestApp) return 'expired';
  return outcome;
}

export type CheckoutOutcomes = ReturnType<typeof createCheckoutOutcomes>;
