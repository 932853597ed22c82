import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LockHardware } from '@hotel/shared/locks';
import type { StoredPaymentSettings } from '@hotel/shared/contracts/payment-settings';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().unique('users_email_unique'),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    superAdmin: boolean('super_admin').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    pendingEmail: text('pending_email'),
    /**
     * Raised by a password change or reset and by "log out everywhere": a staff token carries
     * the generation it was issued in and stops working once this moves past it.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /** The last successful sign-in (the admin area's user list). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  // Emails are compared case-insensitively; storing them lower-case keeps the unique index exact.
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check(
      'users_pending_email_lower_case',
      sql`${table.pendingEmail} is null or ${table.pendingEmail} = lower(${table.pendingEmail})`,
    ),
  ],
);

export const hotels = pgTable('hotels', {
  id: uuid('id').primaryKey().defaultRandom(),
  symbolCode: text('symbol_code').notNull().unique('hotels_symbol_code_unique'),
  name: text('name').notNull(),
  contact: jsonb('contact').$type<HotelContactRow>().notNull(),
  setting: jsonb('setting').$type<HotelSettingRow>().notNull(),
  software: jsonb('software').$type<Record<string, unknown>>().notNull().default({}),
  notifications: jsonb('notifications').$type<Record<string, unknown>>().notNull().default({}),
  guestApp: jsonb('guest_app')
    .$type<GuestAppRow>()
    .notNull()
    .default({ enabled: false, accent_color: 'amber', template_image: [] }),
  payments: jsonb('payments').$type<StoredPaymentSettings>().notNull().default({}),
  location: jsonb('location').$type<Record<string, unknown>>().notNull().default({}),
  csvImport: jsonb('csv_import').$type<Record<string, unknown>>().notNull().default({}),
  plugins: jsonb('plugins')
    .$type<HotelPluginsRow>()
    .notNull()
    .default({ public_page: { enabled: false }, smoobu: { enabled: false } }),
  themeColor: text('theme_color').notNull().default('#1d4ed8'),
  /** Door-lock hardware and how to reach it (issue 15); its secrets are in credentials. */
  lockSettings: jsonb('lock_settings')
    .$type<LockSettingsRow>()
    .notNull()
    .default({ hardware: 'bwOnline', bwOnlineEndpoint: '', bwOnlineUsername: '' }),
  createdAt: createdAt(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [index('user_groups_hotel_id_idx').on(table.hotelId)],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    // No action: a group with members is never deleted (their rights would silently vanish);
    // deleting the hotel removes both in one statement.
    userGroupId: uuid('user_group_id').references(() => userGroups.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'memberships_pkey', columns: [table.userId, table.hotelId] }),
    index('memberships_hotel_id_idx').on(table.hotelId),
    check('memberships_role_valid', sql`${table.role} in ('owner', 'member')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the token in the link: a leaked table does not give working links. */
    tokenHash: text('token_hash').notNull().unique('auth_tokens_token_hash_unique'),
    kind: text('kind', { enum: ['email_confirmation', 'password_reset', 'invitation'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: confirming it proves this address, nothing else. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_tokens_user_id_idx').on(table.userId),
    check(
      'auth_tokens_kind_valid',
      sql`${table.kind} in ('email_confirmation', 'password_reset', 'invitation')`,
    ),
  ],
);

/**
 * An existing account invited into a hotel: it joins (a membership) only when its owner, signed
 * in, accepts, so adding an employee never tells the hotel whether an account exists. The names
 * are the ones the inviting owner typed; the account's own stay hidden until it joins.
 */
export const hotelInvitations = pgTable(
  'hotel_invitations',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userGroupId: uuid('user_group_id').references(() => userGroups.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'hotel_invitations_pkey', columns: [table.hotelId, table.userId] }),
    index('hotel_invitations_user_id_idx').on(table.userId),
  ],
);

export const EMAIL_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * The delivery log of every email: queued in the request, sent by the `email.send` job with
 * retries (exponential backoff); `attempts` and `error` (the last one) show how it went.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  link: text('link'),
  transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
  status: text('status', { enum: EMAIL_DELIVERY_STATUSES }).notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  error: text('error'),
  createdAt: createdAt(),
});

export interface HotelContactRow {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export interface HotelSettingRow {
  propertyType: 'hotel' | 'individual';
  defaultLanguage: 'de' | 'en';
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  dateFormat: 'dmy' | 'mdy' | 'ymd';
  dateDivider: '.' | '/' | '-';
  currency: string;
  self_check_in: boolean;
  guestRegistrationRequired: boolean;
  useOnlinePayments: boolean;
  additional_entrance: boolean;
  nine_digit_additional_entrance: boolean;
}

export interface GuestAppRow {
  enabled: boolean;
  accent_color: string;
  template_image: { path: string }[];
}

export interface LockSettingsRow {
  hardware: LockHardware;
  /** bwOnline's SOAP endpoint; empty: the local simulator answers for the hotel's locks. */
  bwOnlineEndpoint: string;
  bwOnlineUsername: string;
}

export interface HotelPluginsRow {
  /** Read through toPublicPagePlugin: rows before issue 13 hold `enabled`, newer `disabled`. */
  public_page: Record<string, unknown>;
  smoobu: { enabled: boolean } & Record<string, unknown>;
}

export type UserRow = typeof users.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type UserGroupRow = typeof userGroups.$inferSelect;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type AuthTokenKind = AuthTokenRow['kind'];
