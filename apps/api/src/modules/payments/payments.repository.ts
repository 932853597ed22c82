import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Payment, paymentListQuerySchema } from '@hotel/shared/contracts/payments';
import type { PaymentMethod, PaymentStatus } from '@hotel/shared/payment-status';
import { commaList } from '../../lib/comma-list';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { bookings, guests } from '../../db/schema-bookings';
import { payments, type PaymentRow } from '../../db/schema-operations';
import { bookingPaymentResponse } from '../bookings';

type ListQuery = z.output<typeof paymentListQuerySchema>;
export type PaymentFilter = Omit<ListQuery, 'limit' | 'page'>;

const SORT_COLUMNS = {
  createdAt: payments.createdAt,
  amount: payments.amount,
  number: payments.number,
} as const;

/**
 * from/to are inclusive days in the hotel's time zone. They become instants (local midnight of
 * `from`, local midnight after `to`), so the (hotel_id, created_at) index narrows the range.
 */
function listWhere(hotelId: string, filter: PaymentFilter, timeZone: string): SQL | undefined {
  return and(
    eq(payments.hotelId, hotelId),
    filter.status ? inArray(payments.status, commaList<PaymentStatus>(filter.status)) : undefined,
    filter.method ? inArray(payments.method, commaList<PaymentMethod>(filter.method)) : undefined,
    filter.from
      ? sql`${payments.createdAt} >= (${filter.from}::date::timestamp at time zone ${timeZone})`
      : undefined,
    filter.to
      ? sql`${payments.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${timeZone})`
      : undefined,
    filter.number ? eq(bookings.number, filter.number) : undefined,
    filter.booking ? eq(payments.bookingId, filter.booking) : undefined,
  );
}

const listColumns = {
  payment: payments,
  bookingNumber: bookings.number,
  guestFirstName: guests.firstName,
  guestLastName: guests.lastName,
};

type ListRow = {
  payment: PaymentRow;
  bookingNumber: number;
  guestFirstName: string | null;
  guestLastName: string | null;
};

function toPayment(row: ListRow): Payment {
  return {
    ...bookingPaymentResponse(row.payment),
    booking: {
      _id: row.payment.bookingId,
      number: row.bookingNumber,
      guestName: `${row.guestFirstName ?? ''} ${row.guestLastName ?? ''}`.trim(),
    },
  };
}

function withBooking(db: Db | Tx) {
  return db
    .select(listColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(guests, eq(guests.id, bookings.mainGuestId));
}

export interface PaymentGroupTotal {
  status: PaymentStatus;
  method: PaymentMethod;
  count: number;
  amount: number;
}

export function createPaymentsRepository(db: Db) {
  return {
    async bookingOfHotel(tx: Tx, hotelId: string, bookingId: string) {
      const [row] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), eq(bookings.hotelId, hotelId)));
      return row;
    },

    async insert(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },

    /** The payment row locked for the rest of the transaction. */
    async findForUpdate(tx: Tx, hotelId: string, id: string) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.hotelId, hotelId)))
        .for('update');
      return row;
    },

    /** An online payment by its checkout session at the provider, locked like findForUpdate. */
    async findByProviderRefForUpdate(tx: Tx, provider: string, providerRef: string) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
        .for('update');
      return row;
    },

    /** What a checkout page shows of its payment: the hotel, the booking number, the amount. */
    async checkoutOf(provider: string, providerRef: string) {
      const [row] = await db
        .select({
          payment: payments,
          hotelName: hotels.name,
          hotelSymbolCode: hotels.symbolCode,
          bookingNumber: bookings.number,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .innerJoin(hotels, eq(hotels.id, payments.hotelId))
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return row;
    },

    async update(tx: Tx, id: string, values: Partial<typeof payments.$inferInsert>) {
      await tx
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    async find(hotelId: string, id: string): Promise<Payment | undefined> {
      const [row] = await withBooking(db).where(
        and(eq(payments.id, id), eq(payments.hotelId, hotelId)),
      );
      return row ? toPayment(row) : undefined;
    },

    async list(
      hotelId: string,
      filter: PaymentFilter,
      timeZone: string,
      paging: { limit: number; offset: number },
    ) {
      const where = listWhere(hotelId, filter, timeZone);
      const descending = filter.sort.startsWith('-');
      const column = SORT_COLUMNS[filter.sort.replace('-', '') as keyof typeof SORT_COLUMNS];
      const rows = await withBooking(db)
        .where(where)
        .orderBy(descending ? desc(column) : asc(column), desc(payments.number))
        .limit(paging.limit)
        .offset(paging.offset);
      return rows.map(toPayment);
    },

    /**
     * Count and sum per status and method over every matching payment, grouped in SQL. Only
     * amounts in `currency` are added (a hotel that changed its currency keeps older payments
     * in the old one; adding them would mix currencies); every payment is counted.
     */
    async totals(
      hotelId: string,
      filter: PaymentFilter,
      timeZone: string,
      currency: string,
    ): Promise<PaymentGroupTotal[]> {
      const rows = await db
        .select({
          status: payments.status,
          method: payments.method,
          count: sql<number>`count(*)::int`,
          amount: sql<string>`coalesce(sum(case when ${payments.currency} = ${currency} then ${payments.amount} else 0 end), 0)`,
        })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(listWhere(hotelId, filter, timeZone))
        .groupBy(payments.status, payments.method);
      return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
