import type { BookingPayment } from '@hotel/shared/contracts/payments';
import type { PaymentRow } from '../../db/schema-operations';

/** A payment row in the contract's shape (spec §3 Payment), without its booking. */
export function bookingPaymentResponse(row: PaymentRow): BookingPayment {
  return {
    _id: row.id,
    number: row.number,
    status: row.status,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    grantsRoomAccess: row.grantsRoomAccess,
    notice: row.notice,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
