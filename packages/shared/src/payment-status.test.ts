import { describe, expect, it } from 'vitest';
import {
  canChangePaymentStatus,
  isFinalPaymentStatus,
  nextPaymentStatuses,
  paymentBalance,
  PAYMENT_STATUSES,
} from './payment-status';

describe('payment statuses (spec §4)', () => {
  it('keeps paid and canceled final', () => {
    expect(PAYMENT_STATUSES.filter(isFinalPaymentStatus)).toEqual(['paid', 'canceled']);
    for (const to of PAYMENT_STATUSES) {
      expect(canChangePaymentStatus('paid', to)).toBe(false);
      expect(canChangePaymentStatus('canceled', to)).toBe(false);
    }
  });

  it('lets an open request become any other status, an expired one be renewed', () => {
    expect(nextPaymentStatuses('new')).toEqual(['pending', 'paid', 'expired', 'canceled']);
    expect(nextPaymentStatuses('expired')).toEqual(['new', 'pending', 'paid', 'canceled']);
    expect(canChangePaymentStatus('pending', 'pending')).toBe(false);
  });
});

describe('paymentBalance', () => {
  const paid = (amount: number, currency = 'EUR') => ({
    status: 'paid' as const,
    amount,
    currency,
  });

  it('counts only paid payments towards the price', () => {
    const balance = paymentBalance(36_000, 'EUR', [
      paid(10_000),
      { status: 'pending', amount: 26_000, currency: 'EUR' },
      { status: 'canceled', amount: 5_000, currency: 'EUR' },
    ]);
    expect(balance).toEqual({ paid: 10_000, open: 26_000 });
  });

  it('counts only payments in the given currency', () => {
    const balance = paymentBalance(36_000, 'EUR', [paid(10_000), paid(9_000, 'CHF')]);
    expect(balance).toEqual({ paid: 10_000, open: 26_000 });
  });

  it('reaches zero with a deposit and the rest, and goes negative on overpayment', () => {
    const deposit = paid(10_001);
    const rest = paid(25_999);
    expect(paymentBalance(36_000, 'EUR', [deposit, rest]).open).toBe(0);
    expect(paymentBalance(36_000, 'EUR', [deposit, rest, paid(1)]).open).toBe(-1);
  });
});
