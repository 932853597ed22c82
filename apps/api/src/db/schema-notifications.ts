import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_REASONS,
  DELIVERY_STATUSES,
  NOTIFICATION_GATEWAYS,
  NOTIFICATION_MESSAGES,
} from '@hotel/shared/guest-notifications';
import { STAFF_NOTIFICATION_KINDS } from '@hotel/shared/contracts/guest-notifications';
import { users } from './schema';
import { bookings, guests } from './schema-bookings';
import { createdAt, hotelId, updatedAt } from './schema-columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One message to one guest over one gateway (issue 12): scheduled, then sent once, with its
 * delivery status and, when it failed, one reason of the spec's catalogue. The rendered text is
 * kept (subject/body/text as sent) so staff and the outbox show what the guest got.
 */
export const guestNotifications = pgTable(
  'guest_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // A guest may be deleted or merged away; the record of what was sent stays.
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    message: text('message', { enum: NOTIFICATION_MESSAGES }).notNull(),
    gateway: text('gateway', { enum: NOTIFICATION_GATEWAYS }).notNull(),
    language: text('language', { enum: ['de', 'en'] }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('scheduled'),
    reason: text('reason', { enum: DELIVERY_REASONS }),
    /** Email address or E.164 number at sending time ('' when the guest had none). */
    recipient: text('recipient').notNull().default(''),
    /** smtp, outbox, seven, twilio: which service took it. */
    provider: text('provider'),
    /** The provider's id of the message, to match its delivery report. */
    providerMessageId: text('provider_message_id'),
    /** When it is due; the automatic ones are unique per booking, message, gateway and time. */
    scheduledFor: instant('scheduled_for').notNull(),
    sentAt: instant('sent_at'),
    deliveredAt: instant('delivered_at'),
    subject: text('subject'),
    body: text('body'),
    attempts: integer('attempts').notNull().default(0),
    /** Set for "Send now" and "Resend": a person asked, so the uniqueness rule does not apply. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    resendOf: uuid('resend_of'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Exactly once, however many processes schedule it (idempotency by booking, message, time).
    uniqueIndex('guest_notifications_automatic_unique')
      .on(table.bookingId, table.message, table.gateway, table.scheduledFor)
      .where(sql`${table.createdBy} is null and ${table.resendOf} is null`),
    index('guest_notifications_due_idx').on(table.status, table.scheduledFor),
    index('guest_notifications_booking_idx').on(table.bookingId, table.createdAt),
    // The admin area's deliveries across hotels (issue 18): by hotel, and by time alone.
    index('guest_notifications_hotel_scheduled_idx').on(table.hotelId, table.scheduledFor),
    index('guest_notifications_scheduled_idx').on(table.scheduledFor),
    index('guest_notifications_provider_idx').on(table.provider, table.providerMessageId),
    check(
      'guest_notifications_status_valid',
      sql`${table.status} in (${inList(DELIVERY_STATUSES)})`,
    ),
    check(
      'guest_notifications_reason_valid',
      sql`${table.reason} is null or ${table.reason} in (${inList(DELIVERY_REASONS)})`,
    ),
  ],
);

/**
 * The local SMS outbox: without a provider, messages are stored here (and logged) and count as
 * delivered, so the quick start shows exactly what a guest would have received.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    to: text('to').notNull(),
    sender: text('sender').notNull().default(''),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_hotel_created_idx').on(table.hotelId, table.createdAt)],
);

/**
 * The header's bell (spec §2): failed deliveries and bookings that arrived from outside, per
 * hotel; each user's reads are kept apart, so the unread count is per user and hotel.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    kind: text('kind', { enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestNotificationId: uuid('guest_notification_id').references(() => guestNotifications.id, {
      onDelete: 'cascade',
    }),
    /** booking_received: public_page, channel name, api. */
    source: text('source'),
    createdAt: createdAt(),
  },
  (table) => [
    index('staff_notifications_hotel_created_idx').on(table.hotelId, table.createdAt),
    // One bell entry per failed notification and per received booking, whoever records it.
    uniqueIndex('staff_notifications_delivery_unique').on(table.guestNotificationId),
    uniqueIndex('staff_notifications_received_unique')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'booking_received'`),
    // One conflict entry per booking, however many deliveries find it at once.
    uniqueIndex('staff_notifications_channel_conflict_unique')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'channel_conflict'`),
  ],
);

export const staffNotificationReads = pgTable(
  'staff_notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => staffNotifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.userId] })],
);
