import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  NO_CSV_RUN_COUNTS,
  type CsvRunCounts,
  type CsvRunProblem,
} from '@hotel/shared/contracts/csv-import';
import { bookings } from './schema-bookings';
import { createdAt, hotelId } from './schema-columns';
import { users } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * CSV import runs (issue 17): each run's report, kept for the page (the newest 50 per hotel).
 * `status`: running, succeeded, failed. `failure`: why the whole run failed (an SMB status or an
 * i18n key); `problems`: the rows not taken as they are, with line numbers.
 */
export const csvImportRuns = pgTable(
  'csv_import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    /** manual (run now, from the share), upload (run now with a file), schedule. */
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('running'),
    fileName: text('file_name'),
    counts: jsonb('counts').$type<CsvRunCounts>().notNull().default(NO_CSV_RUN_COUNTS),
    problems: jsonb('problems').$type<CsvRunProblem[]>().notNull().default([]),
    failureCode: text('failure_code'),
    /** The failure message's values (e.g. the line of an unclosed quote). */
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    smbStatus: text('smb_status'),
    startedAt: instant('started_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    index('csv_import_runs_hotel_idx').on(table.hotelId, table.startedAt),
    // One run at a time per hotel, however many processes and clicks start one.
    uniqueIndex('csv_import_runs_one_running')
      .on(table.hotelId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * What the CSV import last took from each record (by its external id): the hash of the row's
 * mapped values. The same row again is `unchanged` without comparing it with the booking, so
 * a change staff made to the booking here is not undone by every scheduled run; only a row that
 * changed in the file updates its booking.
 */
export const csvImportRows = pgTable(
  'csv_import_rows',
  {
    hotelId: hotelId(),
    externalId: text('external_id').notNull(),
    rowHash: text('row_hash').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    importedAt: instant('imported_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.externalId] })],
);

/**
 * Outgoing webhook endpoints (issue 17). The signing secret is in the credentials table
 * (`webhook.signing_secret` of the endpoint), never here.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_endpoints_hotel_idx').on(table.hotelId)],
);

/**
 * Every delivery of an event to an endpoint, its attempts and outcome (the endpoint's log).
 * One delivery per endpoint and domain event: the relay delivers at least once, this makes it
 * once. A resend is a new row pointing at the delivery it repeats.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The domain event it announces; null for a resend. */
    domainEventId: uuid('domain_event_id'),
    event: text('event').notNull(),
    bookingId: uuid('booking_id'),
    /** The exact JSON body sent (signed as is). */
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    resendOf: uuid('resend_of'),
    createdAt: createdAt(),
    lastAttemptAt: instant('last_attempt_at'),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    uniqueIndex('webhook_deliveries_event_unique')
      .on(table.endpointId, table.domainEventId)
      .where(sql`${table.domainEventId} is not null`),
  ],
);
