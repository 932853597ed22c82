import { describe, expect, it } from 'vitest';
import { paymentCreateSchema, paymentListQuerySchema } from './payments';

const BOOKING_ID = '7d5f7f4c-3c1b-4a59-9a52-2f5f1f0c8e11';

const amountMessages = (amount: unknown) =>
  paymentCreateSchema
    .safeParse({ booking: BOOKING_ID, method: 'cash', amount })
    .error?.issues.map((issue) => issue.message) ?? [];

describe('payment amount', () => {
  it('is required and greater than 0 (spec §5)', () => {
    expect(amountMessages(undefined)).toEqual(['validation.paymentAmountRequired']);
    expect(amountMessages('12')).toEqual(['validation.paymentAmountRequired']);
    expect(amountMessages(0)).toEqual(['validation.paymentAmountRequired']);
    expect(amountMessages(-500)).toEqual(['validation.paymentAmountRequired']);
  });

  it('is whole minor units up to the money cap', () => {
    expect(amountMessages(1)).toEqual([]);
    expect(amountMessages(100_000_000)).toEqual([]);
    expect(amountMessages(12.5)).toEqual(['validation.moneyInvalid']);
    expect(amountMessages(100_000_001)).toEqual(['validation.moneyTooLarge']);
  });
});

describe('payment list dates', () => {
  const dateMessages = (from: string, to: string) =>
    paymentListQuerySchema.safeParse({ from, to }).error?.issues.map((issue) => issue.message) ??
    [];

  it('takes one day as from and to, and refuses a to before from', () => {
    expect(dateMessages('2026-11-02', '2026-11-02')).toEqual([]);
    expect(dateMessages('2026-11-02', '2026-11-01')).toEqual(['validation.endDateBeforeStart']);
  });
});
