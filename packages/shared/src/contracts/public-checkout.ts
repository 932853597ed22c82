import { z } from 'zod';
import { PAYMENT_STATUSES } from '../payment-status';

/**
 * The test checkout of the public booking page (issue 13): without STRIPE_SECRET_KEY an online
 * payment opens this page instead of Stripe Checkout, and no money moves. Its session ids look
 * like Stripe's (`cs_…`) with their own prefix.
 */
export const TEST_CHECKOUT_SESSION = /^lcs_[0-9a-f]{32}$/;

export const publicCheckoutSessionParam = z
  .string()
  .max(64)
  .regex(TEST_CHECKOUT_SESSION, 'validation.invalid');

/** GET /api/public/checkout/{session}. */
export const publicCheckoutSchema = z.object({
  hotelName: z.string(),
  bookingNumber: z.number().int(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Where the visitor goes back to (the booking's confirmation step). */
  returnUrl: z.string(),
});
export type PublicCheckout = z.infer<typeof publicCheckoutSchema>;

/** POST /api/public/checkout/{session}/pay and /cancel. */
export const publicCheckoutOutcomeSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** The return URL with `checkout=success` (paid) or `checkout=cancel` added. */
  returnUrl: z.string(),
});
export type PublicCheckoutOutcome = z.infer<typeof publicCheckoutOutcomeSchema>;
