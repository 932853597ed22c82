import type { PaymentMethod, PaymentStatus } from '@hotel/shared/payment-status';
import type { Db, Tx } from '../../db/client';
import type { PaymentRow } from '../../db/schema-operations';
import type { Principal } from '../../lib/principal';
import { recordBookingChange } from '../bookings';
import { nextHotelNumber } from '../hotels';
import { createPaymentsRepository } from './payments.repository';

export interface NewPaymentRecord {
  hotelId: string;
  bookingId: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  grantsRoomAccess?: boolean;
  notice?: string;
  /** An online payment's checkout provider (`stripe` or `local`). */
  provider?: string;
  providerRef?: string | null;
}

/** The fields of a payment that change after it is recorded. */
export interface PaymentChange {
  status: PaymentStatus;
  grantsRoomAccess: boolean;
  notice: string;
}

/**
 * How a payment is written: numbered from the hotel's counter and recorded in the booking's
 * history in the same transaction. Staff payments and online checkouts (modules/online-payments)
 * both go through here, so the numbering and the history read the same whoever recorded it.
 */
export function createPaymentRecords(db: Db) {
  const repository = createPaymentsRepository(db);

  return {
    async record(tx: Tx, input: NewPaymentRecord, principal: Principal): Promise<PaymentRow> {
      const number = await nextHotelNumber(tx, input.hotelId, 'lastPaymentNumber');
      const row = await repository.insert(tx, {
        hotelId: input.hotelId,
        number,
        bookingId: input.bookingId,
        status: input.status,
        method: input.method,
        amount: input.amount,
        currency: input.currency,
        grantsRoomAccess: input.grantsRoomAccess ?? false,
        notice: input.notice ?? '',
        paidAt: input.status === 'paid' ? new Date() : null,
        provider: input.provider ?? null,
        providerRef: input.providerRef ?? null,
        createdBy: principal.kind === 'staff' ? principal.user.id : null,
      });
      const { method, amount, currency } = input;
      await recordBookingChange(tx, {
        hotelId: input.hotelId,
        bookingId: input.bookingId,
        principal,
        action: 'payment_added',
        changes: [
          {
            field: 'payment',
            from: null,
            to: { number, method, amount, currency, status: row.status },
          },
        ],
        type: 'payment.recorded',
        data: {
          paymentId: row.id,
          paymentNumber: number,
          method,
          amount,
          currency,
          status: row.status,
          grantsRoomAccess: row.grantsRoomAccess,
        },
      });
      return row;
    },

    /**
     * Writes what differs between `before` (locked by the caller) and `after`, and records it
     * in the booking's history. Returns the changed fields; nothing changed writes nothing.
     */
    async change(
      tx: Tx,
      before: PaymentRow,
      after: PaymentChange,
      principal: Principal,
    ): Promise<(keyof PaymentChange)[]> {
      const changed = (Object.keys(after) as (keyof PaymentChange)[]).filter(
        (key) => after[key] !== before[key],
      );
      if (changed.length === 0) return changed;
      await repository.update(tx, before.id, {
        ...after,
        ...(after.status === 'paid' ? { paidAt: new Date() } : {}),
      });
      const pick = (source: PaymentChange, keys = changed) =>
        Object.fromEntries(keys.map((key) => [key, source[key]]));
      // The notice is free text (it may name people): the event says only that it changed.
      const eventKeys = changed.filter((key) => key !== 'notice');
      await recordBookingChange(tx, {
        hotelId: before.hotelId,
        bookingId: before.bookingId,
        principal,
        action: 'payment_status',
        changes: [
          {
            field: 'payment',
            from: { number: before.number, ...pick(before) },
            to: { number: before.number, ...pick(after) },
          },
        ],
        type: 'payment.changed',
        data: {
          paymentId: before.id,
          paymentNumber: before.number,
          fields: changed,
          from: pick(before, eventKeys),
          to: pick(after, eventKeys),
        },
      });
      return changed;
    },
  };
}

export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
