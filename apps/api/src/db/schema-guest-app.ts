import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings, guests } from './schema-bookings';
import { createdAt, hotelId } from './schema-columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Guest-app sign-in codes (issue 14). One row per six-digit code sent by SMS; the limits live
 * here, not in a process, so they hold across web processes: only the newest row of a number
 * counts, it expires at `expires_at`, `attempts` counts wrong tries and the fifth sets
 * `locked_until`. The daily caps count rows per number and per requesting IP (a keyed hash,
 * never the address). The code itself is stored only as a keyed hash.
 */
export const guestLoginCodes = pgTable(
  'guest_login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /** E.164, as the guest's mobile normalises. */
    mobile: text('mobile').notNull(),
    ipHash: text('ip_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    lockedUntil: instant('locked_until'),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('guest_login_codes_mobile_idx').on(table.hotelId, table.mobile, table.createdAt),
    index('guest_login_codes_ip_idx').on(table.ipHash, table.createdAt),
  ],
);

/**
 * The hotel registration form of a foreign guest (BMG §29–30, issue 14), filled in the guest
 * app's self check-in. German guests are exempt since 2025-01-01 and have no row. Deleted by the
 * retention job once `delete_after` (one year after departure) has passed.
 */
export const guestRegistrations = pgTable(
  'guest_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('guest_registrations_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    arrival: date('arrival', { mode: 'string' }).notNull(),
    departure: date('departure', { mode: 'string' }).notNull(),
    firstNames: text('first_names').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality').notNull(),
    documentNumber: text('document_number').notNull(),
    companionCount: integer('companion_count').notNull().default(0),
    /** ISO 3166-1 alpha-2 of each accompanying person. */
    companionNationalities: text('companion_nationalities').array().notNull().default([]),
    deleteAfter: date('delete_after', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('guest_registrations_delete_after_idx').on(table.deleteAfter),
    check('guest_registrations_companions', sql`${table.companionCount} >= 0`),
  ],
);

export type GuestLoginCodeRow = typeof guestLoginCodes.$inferSelect;
export type GuestRegistrationRow = typeof guestRegistrations.$inferSelect;
