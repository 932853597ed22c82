import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The receipt that, with the booking id, reopens a public booking's confirmation: an HMAC of
 * the id under a key of its own, derived from the server secret (domain-separated, so no other
 * signature of the app can ever equal a receipt). No database row: the server recomputes it.
 */
export function createReceipts(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('public-booking-receipt').digest();
  const receiptOf = (bookingId: string) =>
    createHmac('sha256', key).update(bookingId).digest('base64url');
  return {
    receiptOf,
    /** Constant time: how much of a guess was right never shows in the answer's timing. */
    matches(bookingId: string, receipt: string): boolean {
      const expected = Buffer.from(receiptOf(bookingId));
      const given = Buffer.from(receipt);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;

/** The confirmation step of a public booking: where a visitor comes back to after paying. */
export function publicConfirmationUrl(
  appUrl: string,
  hotelSymbolCode: string,
  booking: { bookingId: string; receipt: string },
): string {
  const query = new URLSearchParams({
    step: 'done',
    booking: booking.bookingId,
    receipt: booking.receipt,
  });
  return `${appUrl}/public/${encodeURIComponent(hotelSymbolCode)}?${query.toString()}`;
}
