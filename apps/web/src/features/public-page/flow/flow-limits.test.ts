import { describe, expect, it } from 'vitest';
import { PUBLIC_MAX_GUESTS, PUBLIC_PAYMENT_METHODS } from '@hotel/shared/contracts/public-booking';
import { MAX_GUESTS, PAYMENT_METHODS } from './flow-limits';

describe('flow limits', () => {
  it('are the contracts’ own values', () => {
    expect(MAX_GUESTS).toBe(PUBLIC_MAX_GUESTS);
    expect(PAYMENT_METHODS).toEqual(PUBLIC_PAYMENT_METHODS);
  });
});
