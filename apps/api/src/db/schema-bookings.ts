import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels, users } from './schema';
import { createdAt, hotelId, moneyColumn, updatedAt, writtenOrder } from './schema-columns';
import { rooms, roomTypes, services } from './schema-setup';

/**
 * Reservations (issue 4): guests, bookings and their history.
 *
 * The invariant "a room is never sold twice" lives in the database: migration
 * 0004_booking-no-double-sale adds `bookings_room_no_overlap`, an exclusion constraint over
 * (room_id, daterange(arrival, departure)) for every booking that holds its room (not canceled).
 * drizzle cannot declare exclusion constraints, so it is written by hand there.
 */

export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    company: text('company').notNull().default(''),
    position: text('position').notNull().default(''),
    gender: text('gender', { enum: ['mr', 'ms'] }),
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    vip: boolean('vip').notNull().default(false),
    comment: text('comment').notNull().default(''),
    language: text('language').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    passportNumber: text('passport_number').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('guests_hotel_name_idx').on(table.hotelId, table.lastName, table.firstName),
    check('guests_gender_valid', sql`${table.gender} is null or ${table.gender} in ('mr', 'ms')`),
  ],
);

/** The last booking number handed out per hotel; the row lock makes numbers gapless and unique. */
export const hotelCounters = pgTable('hotel_counters', {
  hotelId: uuid('hotel_id')
    .primaryKey()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  lastBookingNumber: integer('last_booking_number').notNull().default(0),
  lastPaymentNumber: integer('last_payment_number').notNull().default(0),
});

export const BOOKING_STATUS_VALUES = [
  'new',
  'pending',
  'checked_in',
  'completed',
  'canceled',
] as const;
export const BOOKING_SOURCE_VALUES = [
  'manual',
  'smoobu',
  'public_page',
  'api',
  'csv',
  'roomraccoon',
] as const;

export const BOOKING_KIND_VALUES = ['stay', 'block'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    number: integer('number').notNull(),
    // restrict: a room type or room with bookings cannot disappear under them.
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    mainGuestId: uuid('main_guest_id').references(() => guests.id, { onDelete: 'restrict' }),
    status: text('status', { enum: BOOKING_STATUS_VALUES }).notNull().default('new'),
    /** Stay dates in the hotel's time zone; the stay is [arrival, departure). */
    arrival: date('arrival', { mode: 'string' }).notNull(),
    departure: date('departure', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull().default(1),
    kids: integer('kids').notNull().default(0),
    extraBeds: integer('extra_beds').notNull().default(0),
    /** What the guest pays (minor units); equals computed_price unless price_overridden. */
    price: moneyColumn('price').notNull(),
    computedPrice: moneyColumn('computed_price').notNull(),
    priceOverridden: boolean('price_overridden').notNull().default(false),
    accessCode: text('access_code').notNull(),
    source: text('source', { enum: BOOKING_SOURCE_VALUES }).notNull().default('manual'),
    notice: text('notice').notNull().default(''),
    selfCheckInCompleted: boolean('self_check_in_completed').notNull().default(false),
    /**
     * Optimistic concurrency: raised by the trigger `bookings_bump_version` (migration 0008) on
     * every UPDATE, so no write path can forget it. A writer that read version n sends n back;
     * a row at another version means someone changed it in between (409).
     */
    version: integer('version').notNull().default(1),
    /** Where a channel, import or API caller knows this booking from (source + their id). */
    externalSource: text('external_source'),
    externalId: text('external_id'),
    /** `block`: a channel's blocked period; holds its room, has no guest or price. */
    kind: text('kind', { enum: BOOKING_KIND_VALUES }).notNull().default('stay'),
    /** A channel reservation stored unassigned because it overlapped a booking (issue 16). */
    channelConflict: boolean('channel_conflict').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('bookings_hotel_number_unique').on(table.hotelId, table.number),
    index('bookings_hotel_arrival_idx').on(table.hotelId, table.arrival),
    index('bookings_hotel_departure_idx').on(table.hotelId, table.departure),
    index('bookings_room_type_idx').on(table.roomTypeId, table.arrival),
    // "Who holds this room on these nights" (the 409 lookup) reads only the room's later stays.
    index('bookings_room_departure_idx').on(table.roomId, table.departure),
    index('bookings_main_guest_idx').on(table.mainGuestId),
    // The same channel booking can never be imported twice into one hotel.
    uniqueIndex('bookings_hotel_external_ref_unique').on(
      table.hotelId,
      table.externalSource,
      table.externalId,
    ),
    check(
      'bookings_external_ref_complete',
      sql`(${table.externalSource} is null) = (${table.externalId} is null)`,
    ),
    check('bookings_kind_valid', sql`${table.kind} in ('stay', 'block')`),
    check('bookings_stay_valid', sql`${table.departure} > ${table.arrival}`),
    check('bookings_adults_valid', sql`${table.adults} >= 1`),
    check('bookings_kids_valid', sql`${table.kids} >= 0 and ${table.extraBeds} >= 0`),
    check('bookings_price_valid', sql`${table.price} >= 0 and ${table.computedPrice} >= 0`),
    check(
      'bookings_status_valid',
      sql`${table.status} in ('new', 'pending', 'checked_in', 'completed', 'canceled')`,
    ),
    check(
      'bookings_source_valid',
      sql`${table.source} in ('manual', 'smoobu', 'public_page', 'api', 'csv', 'roomraccoon')`,
    ),
  ],
);

/** Everyone on a booking, the main guest included. */
export const bookingGuests = pgTable(
  'booking_guests',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // restrict: a guest some booking refers to cannot be deleted (spec §7 Guests).
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'booking_guests_pkey', columns: [table.bookingId, table.guestId] }),
    index('booking_guests_guest_idx').on(table.guestId),
  ],
);

/** Services chosen for a booking, with the amount charged when priced. */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    amount: moneyColumn('amount').notNull(),
  },
  (table) => [
    primaryKey({ name: 'booking_services_pkey', columns: [table.bookingId, table.serviceId] }),
  ],
);

export const ACTOR_KIND_VALUES = ['staff', 'guest', 'api_key', 'system'] as const;

export interface BookingChangeRow {
  field: string;
  from: unknown;
  to: unknown;
}

/** Every change of a booking: who, when, which fields from what to what. */
export const bookingHistory = pgTable(
  'booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time, so the history still reads well after the user is gone. */
    userName: text('user_name'),
    /**
     * Who made the change (a principal): `staff` (user_id), `guest`, `api_key`, `system`
     * (jobs, channels, imports, the public page). user_name holds how it reads in the
     * history: the staff member's or guest's name, the API key's name, or the system source.
     */
    actorKind: text('actor_kind', { enum: ACTOR_KIND_VALUES }).notNull().default('staff'),
    /** The guest's or API key's id (no foreign key: the history outlives both). */
    actorId: uuid('actor_id'),
    changes: jsonb('changes').$type<BookingChangeRow[]>().notNull().default([]),
    createdAt: createdAt(),
    writtenOrder: writtenOrder(),
  },
  (table) => [
    index('booking_history_booking_idx').on(table.bookingId, table.createdAt),
    check(
      'booking_history_actor_kind_valid',
      sql`${table.actorKind} in ('staff', 'guest', 'api_key', 'system')`,
    ),
  ],
);

/**
 * Domain events written in the same transaction as the change (an outbox): guest
 * notifications and channel sync read them later, so no event is lost when a process dies.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    /** e.g. `booking.status_changed`. */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('domain_events_unprocessed_idx').on(table.type, table.processedAt),
    // The relay reads the oldest unprocessed events first.
    index('domain_events_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.processedAt} is null`),
  ],
);

/**
 * Idempotency of event handlers: delivery is at least once, so a handler records the event id
 * it handled in the same transaction as its effect and skips an id it has seen.
 */
export const handledEvents = pgTable(
  'handled_events',
  {
    handler: text('handler').notNull(),
    eventId: uuid('event_id').notNull(),
    handledAt: createdAt(),
  },
  (table) => [primaryKey({ name: 'handled_events_pkey', columns: [table.handler, table.eventId] })],
);

export type GuestRow = typeof guests.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingHistoryRow = typeof bookingHistory.$inferSelect;
