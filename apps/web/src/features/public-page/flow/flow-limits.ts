import type { PublicPaymentMethod } from '@hotel/shared/contracts/public-booking';

// The contracts' values, written out: importing them would bring zod and libphonenumber (the
// contract module's schemas) into the page's first screen. flow-limits.test.ts keeps them equal.

/** PUBLIC_MAX_GUESTS of the contracts. */
export const MAX_GUESTS = 20;

/** PUBLIC_PAYMENT_METHODS of the contracts. */
export const PAYMENT_METHODS = [
  'on_arrival',
  'bank_transfer',
  'online',
] as const satisfies readonly PublicPaymentMethod[];
