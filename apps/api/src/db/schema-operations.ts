import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@hotel/shared/payment-status';
import { ROOM_SERVICE_KINDS, ROOM_SERVICE_STATUSES } from '@hotel/shared/room-service-status';
import { users } from './schema';
import { bookings } from './schema-bookings';
import { createdAt, hotelId, moneyColumn, updatedAt } from './schema-columns';
import { rooms } from './schema-setup';

/**
 * Housekeeping and payments (issue 5). The value lists come from @hotel/shared; the CHECK
 * constraints spell them out because migrations are plain SQL: a new value needs both.
 */

export const roomServices = pgTable(
  'room_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    // A deleted room takes its cleaning records with it; they describe nothing else.
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ROOM_SERVICE_KINDS }).notNull(),
    status: text('status', { enum: ROOM_SERVICE_STATUSES }).notNull().default('open'),
    start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull(),
    end: timestamp('end', { withTimezone: true, mode: 'date' }).notNull(),
    /** The day of `start` in the hotel's time zone: which day's board the record is on. */
    day: date('day', { mode: 'string' }).notNull(),
    notice: text('notice').notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('room_services_hotel_day_idx').on(table.hotelId, table.day),
    index('room_services_room_idx').on(table.roomId, table.day),
    // The automatic records exist once per stay, kind and day, however often they are
    // requested (booking completed, departure day reached, board opened, several replicas).
    uniqueIndex('room_services_booking_kind_day_unique')
      .on(table.bookingId, table.kind, table.day)
      .where(sql`${table.bookingId} is not null`),
    check('room_services_window_valid', sql`${table.end} > ${table.start}`),
    check(
      'room_services_status_valid',
      sql`${table.status} in ('open', 'in_progress', 'done', 'canceled')`,
    ),
    check('room_services_kind_valid', sql`${table.kind} in ('departure', 'stay_over', 'manual')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    /** Gapless per hotel, from hotel_counters.last_payment_number. */
    number: integer('number').notNull(),
    // no action (checked at statement end): money recorded against a booking keeps the booking,
    // while deleting a whole hotel still removes both.
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'no action' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('new'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Minor units of `currency`. */
    amount: moneyColumn('amount').notNull(),
    currency: text('currency').notNull(),
    grantsRoomAccess: boolean('grants_room_access').notNull().default(false),
    notice: text('notice').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /**
     * An online payment's checkout at the provider (`stripe` or `local`, the simulator) and its
     * session id there: the provider's signed webhook names the session, and this finds the row.
     */
    provider: text('provider'),
    providerRef: text('provider_ref'),
    /** Where the visitor pays while the checkout is open (Stripe's session URL or the test one). */
    providerUrl: text('provider_url'),
    /**
     * Where the payer returns after the checkout when it is not the public page's confirmation:
     * the guest app's booking (issue 14). null for the public page's own payments.
     */
    returnUrl: text('return_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('payments_hotel_number_unique').on(table.hotelId, table.number),
    index('payments_hotel_created_idx').on(table.hotelId, table.createdAt),
    index('payments_booking_idx').on(table.bookingId),
    uniqueIndex('payments_provider_ref_unique').on(table.provider, table.providerRef),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'payments_status_valid',
      sql`${table.status} in ('new', 'pending', 'paid', 'expired', 'canceled')`,
    ),
    check(
      'payments_method_valid',
      sql`${table.method} in ('cash', 'card', 'bank_transfer', 'online')`,
    ),
    // paid_at is the moment the money arrived: set exactly when the status is paid.
    check(
      'payments_paid_at_valid',
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`,
    ),
  ],
);

export type RoomServiceRow = typeof roomServices.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
