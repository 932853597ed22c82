import { canChangePaymentStatus } from '@hotel/shared/payment-status';
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
 * and canceled are final, so a repeated or late event changes nothing.
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
        if (!canChangePaymentStatus(before.status, outcome)) return 'unchanged';
        await records.change(
          tx,
          before,
          { status: outcome, grantsRoomAccess: before.grantsRoomAccess, notice: before.notice },
          principal,
        );
        return 'changed';
      });
    },
  };
}

export type CheckoutOutcomes = ReturnType<typeof createCheckoutOutcomes>;
