import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCK_HARDWARE } from '@hotel/shared/locks';
import { bookings } from './schema-bookings';
import { createdAt, hotelId, updatedAt } from './schema-columns';
import { rooms } from './schema-setup';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Door locks (issue 15, spec §3 "Lock"). A shared lock is an entrance or common door; any
 * other belongs to one room (at most one lock per room). `provider_id` is the lock's id at its
 * provider (a bwOnline component, a Nuki smartlockId, a simulated lock).
 */
export const locks = pgTable(
  'locks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    name: text('name').notNull(),
    hardware: text('hardware', { enum: LOCK_HARDWARE }).notNull(),
    providerId: text('provider_id').notNull(),
    shared: boolean('shared').notNull().default(false),
    // A room that goes away leaves its lock unplaced, not deleted.
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('locks_hotel_provider_unique').on(table.hotelId, table.hardware, table.providerId),
    uniqueIndex('locks_room_unique')
      .on(table.roomId)
      .where(sql`${table.roomId} is not null`),
    check('locks_shared_has_no_room', sql`not (${table.shared} and ${table.roomId} is not null)`),
    check('locks_hardware_valid', sql`${table.hardware} in ('bwOnline', 'nuki')`),
  ],
);

/** Every opening of a door and every failed try: who, which door, for which booking. */
export const lockOpenings = pgTable(
  'lock_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    lockId: uuid('lock_id')
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind', { enum: ['staff', 'guest', 'api_key', 'system'] }).notNull(),
    /** The staff user's, guest's or API key's id. */
    actorId: uuid('actor_id'),
    /** How the list names them, kept as it was at the time. */
    actorName: text('actor_name').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['opened', 'failed'] }).notNull(),
    /** The provider's message of a failed try (never a code). */
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('lock_openings_hotel_created_idx').on(table.hotelId, table.createdAt)],
);

/**
 * A booking's door access besides its code (which stays on the booking): how the guest opens
 * (code or app), the entrance's nine-digit code, and how the grants stand at the provider.
 */
export const bookingAccess = pgTable('booking_access', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  hotelId: hotelId(),
  method: text('method', { enum: ['code', 'app'] })
    .notNull()
    .default('code'),
  entranceCode: text('entrance_code'),
  /** none: nothing to grant; pending: a sync is queued or retrying; synced; failed: gave up. */
  syncStatus: text('sync_status', { enum: ['none', 'pending', 'synced', 'failed'] })
    .notNull()
    .default('none'),
  /** The provider's last error (shown to staff), never a code. */
  syncError: text('sync_error'),
  updatedAt: updatedAt(),
});

/**
 * What the provider holds for a booking: one row per door its code is granted at, with the
 * code and window granted, so a changed code, room or window is revoked and granted anew.
 */
export const lockGrants = pgTable(
  'lock_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    // A deleted lock's grant goes with it (the door is no longer ours to revoke at).
    lockId: uuid('lock_id')
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    /** The lock's provider id when granted: a lock re-pointed later is revoked where it was. */
    providerId: text('provider_id').notNull(),
    code: text('code').notNull(),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
    /** The provider's id of the grant (a Nuki auth id, a bwOnline access id), to revoke it. */
    providerRef: text('provider_ref').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('lock_grants_booking_lock_unique').on(table.bookingId, table.lockId),
    index('lock_grants_lock_idx').on(table.lockId),
  ],
);

// ------------------------------------------------------------- the local lock simulator

/**
 * The local simulator's locks (the quick start's bwOnline when no endpoint is configured):
 * they exist per hotel, record what was done to them, and `failing` makes every call fail.
 */
export const simulatedLocks = pgTable(
  'simulated_locks',
  {
    hotelId: hotelId(),
    providerId: text('provider_id').notNull(),
    name: text('name').notNull(),
    failing: boolean('failing').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.providerId] })],
);

/** What the simulator was asked to do: open now, grant a code for a window, revoke it. */
export const simulatedLockEvents = pgTable(
  'simulated_lock_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    providerId: text('provider_id').notNull(),
    action: text('action', { enum: ['open', 'grant', 'revoke'] }).notNull(),
    /** The grant's reference (grant and revoke). */
    ref: text('ref'),
    code: text('code'),
    validFrom: instant('valid_from'),
    validUntil: instant('valid_until'),
    /** Set on a grant when it is revoked. */
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('simulated_lock_events_lock_idx').on(table.hotelId, table.providerId)],
);

export type LockRow = typeof locks.$inferSelect;
export type LockGrantRow = typeof lockGrants.$inferSelect;
export type BookingAccessRow = typeof bookingAccess.$inferSelect;
