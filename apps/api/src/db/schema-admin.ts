import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SERVICE_CHARGES } from '@hotel/shared/contracts/services';
import { ADMIN_AUDIT_SUBJECTS } from '@hotel/shared/contracts/admin-audit';
import { users } from './schema';
import { createdAt, moneyColumn, updatedAt, writtenOrder } from './schema-columns';

/**
 * The admin area (issue 18): what super admins changed, the platform's error log, the service
 * presets new hotels start from, and platform-wide settings (bwOnline's SOAP service).
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One change made in the admin area: who, when, what, and the state before and after. A
 * credential's entry says only that it changed (`{ configured }`), never its value.
 */
export const adminAuditEntries = pgTable(
  'admin_audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The super admin; kept by name and email once the account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    subject: text('subject', { enum: ADMIN_AUDIT_SUBJECTS }).notNull(),
    /** What happened, e.g. `user.created`, `hotel.updated`, `credential.changed`. */
    action: text('action').notNull(),
    /** The hotel and the user the change concerns; no foreign keys, the record outlives both. */
    hotelId: uuid('hotel_id'),
    userId: uuid('user_id'),
    /** A short label of what changed (the hotel's or user's name at the time). */
    label: text('label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
    writtenOrder: writtenOrder(),
  },
  (table) => [
    index('admin_audit_entries_hotel_idx').on(table.hotelId, table.createdAt),
    index('admin_audit_entries_user_idx').on(table.userId, table.createdAt),
    index('admin_audit_entries_created_at_idx').on(table.createdAt),
    check(
      'admin_audit_entries_subject_valid',
      sql`${table.subject} in (${inList(ADMIN_AUDIT_SUBJECTS)})`,
    ),
  ],
);

export const ERROR_KINDS = ['server', 'job', 'client'] as const;

/**
 * The error log, grouped: one row per fingerprint (kind, route or queue, error name and the
 * message with numbers and ids taken out), with its count and when it was first and last seen.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fingerprint: text('fingerprint').notNull().unique('error_groups_fingerprint_unique'),
    kind: text('kind', { enum: ERROR_KINDS }).notNull(),
    /** The route (`GET /api/booking/:id`), the queue, or the page the client error came from. */
    source: text('source').notNull().default(''),
    /** The redacted message of the first occurrence. */
    title: text('title').notNull(),
    count: integer('count').notNull().default(0),
    firstSeenAt: instant('first_seen_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Set by "mark resolved"; a new occurrence opens the group again. */
    resolvedAt: instant('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('error_groups_last_seen_idx').on(table.lastSeenAt),
    check('error_groups_kind_valid', sql`${table.kind} in (${inList(ERROR_KINDS)})`),
  ],
);

/** One occurrence of a group: redacted before it is stored, kept for 30 days. */
export const errorOccurrences = pgTable(
  'error_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    requestId: text('request_id'),
    method: text('method'),
    route: text('route'),
    statusCode: integer('status_code'),
    /** No foreign keys: the log stays readable after the hotel or user is gone. */
    hotelId: uuid('hotel_id'),
    userId: uuid('user_id'),
    message: text('message').notNull(),
    stack: text('stack'),
    /** Redacted extras: the job's queue and attempts, the client's page and browser. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
  },
  (table) => [
    index('error_occurrences_group_idx').on(table.groupId, table.occurredAt),
    index('error_occurrences_occurred_at_idx').on(table.occurredAt),
    index('error_occurrences_hotel_idx').on(table.hotelId, table.occurredAt),
  ],
);

/** Services (name, price, charge) a new hotel can take over, or an existing one import. */
export const servicePresets = pgTable(
  'service_presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique('service_presets_name_unique'),
    description: text('description').notNull().default(''),
    price: moneyColumn('price').notNull(),
    charge: text('charge', { enum: SERVICE_CHARGES }).notNull().default('per_stay'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('service_presets_charge_valid', sql`${table.charge} in (${inList(SERVICE_CHARGES)})`),
    check('service_presets_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/**
 * Platform-wide settings by key, e.g. `bwonline` → `{ endpoint, username }`. Their secrets are
 * platform credentials (hotel null) in `credentials`.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export type AdminAuditEntryRow = typeof adminAuditEntries.$inferSelect;
export type ErrorGroupRow = typeof errorGroups.$inferSelect;
export type ErrorOccurrenceRow = typeof errorOccurrences.$inferSelect;
export type ServicePresetRow = typeof servicePresets.$inferSelect;
