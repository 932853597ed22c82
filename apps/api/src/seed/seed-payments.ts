import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import type { PaymentMethod, PaymentStatus } from '@hotel/shared/payment-status';
import type { Tx } from '../db/client';
import { DEMO_HOTEL } from './demo-logins';
import { hotels } from '../db/schema';
import { bookingHistory, bookings, hotelCounters } from '../db/schema-bookings';
import { payments } from '../db/schema-operations';
import { seededRandom } from './seed-reservations';

type BookingRow = typeof bookings.$inferSelect;

interface PlannedPayment {
  bookingId: string;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  at: Date;
  notice: string;
}

/** A deposit of about 30 %, in whole euros, and never the whole price. */
const depositOf = (price: number) =>
  Math.max(100, Math.min(price - 100, Math.round(price * 0.003) * 100));

/**
 * What the desk would have recorded for one booking: deposits by bank transfer before arrival,
 * the rest by card at departure; some requests still open, a few expired or withdrawn.
 */
function paymentsOf(booking: BookingRow, now: Date, roll: number): PlannedPayment[] {
  const notAfterNow = (time: number) => new Date(Math.min(now.getTime() - 60_000, time));
  const deposit = depositOf(booking.price);
  // The deposit is asked for a few hours after the booking came in.
  const depositAt = notAfterNow(booking.createdAt.getTime() + 3 * 3_600_000);
  const depositExpired = now.getTime() - depositAt.getTime() > 7 * 86_400_000;
  const base = { bookingId: booking.id, notice: '' };
  const depositPayment = (status: PaymentStatus): PlannedPayment => ({
    ...base,
    method: 'bank_transfer',
    amount: deposit,
    status,
    at: depositAt,
    notice: 'Anzahlung',
  });
  switch (booking.status) {
    case 'completed':
      return [
        ...(roll < 0.6 ? [depositPayment('paid')] : []),
        {
          ...base,
          method: roll < 0.8 ? 'card' : 'cash',
          amount: roll < 0.6 ? booking.price - deposit : booking.price,
          status: 'paid',
          at: notAfterNow(Date.parse(`${booking.departure}T08:30:00Z`)),
        },
      ];
    case 'checked_in':
      return roll < 0.7 ? [depositPayment('paid')] : [];
    case 'pending':
      if (roll < 0.4) return [depositPayment('paid')];
      if (roll < 0.65) return [depositPayment(depositExpired ? 'expired' : 'pending')];
      return [];
    case 'new':
      return roll < 0.5 ? [depositPayment('new')] : [];
    case 'canceled':
      return roll < 0.5 ? [{ ...depositPayment('canceled'), notice: 'Storniert' }] : [];
  }
}

/**
 * Demo payment settings (cash, card, bank transfer with the hotel's account) and payments on
 * many demo bookings, numbered in the order they were recorded, with their history entries.
 */
export async function seedDemoPayments(
  tx: Tx,
  hotel: { id: string },
  owner: { id: string; firstName: string; lastName: string },
  now: Date,
): Promise<void> {
  await tx
    .update(hotels)
    .set({
      payments: {
        methods: ['cash', 'card', 'bank_transfer'],
        bankDetails: {
          accountHolder: DEMO_HOTEL.name,
          iban: 'DE89370400440532013000',
          bic: 'COBADEFFXXX',
          bankName: 'Commerzbank',
        },
      },
    })
    .where(eq(hotels.id, hotel.id));

  const random = seededRandom(5_2026);
  const bookingRows = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.hotelId, hotel.id))
    .orderBy(asc(bookings.number));
  const planned = bookingRows
    .flatMap((booking) => paymentsOf(booking, now, random.next()))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  if (planned.length === 0) return;

  const currency = DEFAULT_HOTEL_SETTING.currency;
  await tx.insert(payments).values(
    planned.map((payment, index) => ({
      hotelId: hotel.id,
      number: index + 1,
      bookingId: payment.bookingId,
      status: payment.status,
      method: payment.method,
      amount: payment.amount,
      currency,
      notice: payment.notice,
      paidAt: payment.status === 'paid' ? payment.at : null,
      createdBy: owner.id,
      createdAt: payment.at,
      updatedAt: payment.at,
    })),
  );
  const userName = `${owner.firstName} ${owner.lastName}`.trim();
  await tx.insert(bookingHistory).values(
    planned.map((payment, index) => ({
      bookingId: payment.bookingId,
      action: 'payment_added',
      userId: owner.id,
      userName,
      changes: [
        {
          field: 'payment',
          from: null,
          to: {
            number: index + 1,
            method: payment.method,
            amount: payment.amount,
            currency,
            status: payment.status,
          },
        },
      ],
      createdAt: payment.at,
    })),
  );
  await tx
    .insert(hotelCounters)
    .values({ hotelId: hotel.id, lastPaymentNumber: planned.length })
    .onConflictDoUpdate({
      target: hotelCounters.hotelId,
      set: { lastPaymentNumber: sql`${planned.length}` },
    });
}
