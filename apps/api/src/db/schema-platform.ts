import { sql } from 'drizzle-orm';
import {
  check,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { hotels, users } from './schema';
import { createdAt, hotelId, updatedAt } from './schema-columns';

/**
 * The outward half's backbone (issue 10): encrypted integration secrets, API keys and the
 * jobs that failed their last try.
 */

/**
 * Integration secrets (the Smoobu key, the SMB password, lock-provider and SMS-gateway
 * credentials …), AES-256-GCM under SECRETS_KEY. `hotel_id` null is a platform-wide secret.
 * The API accepts them and answers at most "configured" and `last4`.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id').references(() => hotels.id, { onDelete: 'cascade' }),
    /** What the secret is for, e.g. `smoobu.api_key`, `csv_import.smb_password`. */
    name: text('name').notNull(),
    /** base64url of iv (12 bytes) ‖ auth tag (16 bytes) ‖ ciphertext. */
    ciphertext: text('ciphertext').notNull(),
    /** The last four characters, so staff can recognise which key is stored. */
    last4: text('last4').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One secret per name and hotel; platform-wide ones (null hotel) are unique too.
    unique('credentials_hotel_name_unique').on(table.hotelId, table.name).nullsNotDistinct(),
  ],
);

/** A key for the hotel's own systems: one hotel, hashed, with permissions. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    name: text('name').notNull(),
    /** The first characters of the key, shown in lists so a key can be recognised. */
    prefix: text('prefix').notNull(),
    /** sha256 of the whole key (hex): the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull().unique('api_keys_key_hash_unique'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('api_keys_hotel_idx').on(table.hotelId)],
);

/** A job that failed its last try: kept visible for the admin area (and logged). */
export const failedJobs = pgTable(
  'failed_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The queue, e.g. `email.send`. */
    queue: text('queue').notNull(),
    /** pg-boss's job id. */
    jobId: text('job_id').notNull(),
    /** No foreign key: the failure stays readable after the hotel is gone. */
    hotelId: uuid('hotel_id'),
    /** The job's data: ids only by convention, never secrets or personal data. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: createdAt(),
  },
  (table) => [
    index('failed_jobs_failed_at_idx').on(table.failedAt),
    check('failed_jobs_attempts_valid', sql`${table.attempts} >= 1`),
  ],
);

export type CredentialRow = typeof credentials.$inferSelect;
export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type FailedJobRow = typeof failedJobs.$inferSelect;

/**
 * Fixed-window counters of the rate limits that must hold across processes (mails per address
 * and IP, logins per account): one row per key and window, raised by an atomic upsert.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'rate_limit_counters_pkey', columns: [table.key, table.windowStart] }),
    index('rate_limit_counters_window_start_idx').on(table.windowStart),
  ],
);
