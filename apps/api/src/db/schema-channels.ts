import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NO_SYNC_COUNTS, SYNC_CHANNELS, type SyncCounts } from '@hotel/shared/contracts/sync';
import { bookings } from './schema-bookings';
import { createdAt, hotelId, updatedAt } from './schema-columns';
import { rooms } from './schema-setup';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CHANNEL_RESERVATION_DIRECTIONS = ['inbound', 'outbound'] as const;

/**
 * What happened to a channel reservation here: `synced` (a booking or block stands for it),
 * `conflict` (stored unassigned, it overlapped a booking), `unmapped` (its apartment or room
 * type is mapped to nothing), `ignored` (its channel is set to be ignored), `canceled`,
 * `sending` (outbound: our booking is being created at the channel).
 */
export const CHANNEL_RESERVATION_STATES = [
  'synced',
  'conflict',
  'unmapped',
  'ignored',
  'canceled',
  'sending',
] as const;

/**
 * Channel manager sync (issue 16): every reservation a channel knows that concerns this hotel,
 * inbound (it came from the channel) or outbound (our booking, created at the channel). The
 * booking also carries the channel's id as its external reference; this row keeps what the
 * booking cannot: unmapped and ignored reservations, and the channel's id of our own bookings.
 */
export const channelReservations = pgTable(
  'channel_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    channel: text('channel', { enum: SYNC_CHANNELS }).notNull(),
    direction: text('direction', { enum: CHANNEL_RESERVATION_DIRECTIONS }).notNull(),
    /** The channel's reservation id; null while an outbound booking is being sent. */
    externalId: text('external_id'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    state: text('state', { enum: CHANNEL_RESERVATION_STATES }).notNull(),
    /** The channel's apartment or room type as it names it (for unmapped reservations). */
    channelUnit: text('channel_unit').notNull().default(''),
    guestName: text('guest_name').notNull().default(''),
    arrival: date('arrival', { mode: 'string' }),
    departure: date('departure', { mode: 'string' }),
    /** The last error sending or applying it, in words. */
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('channel_reservations_external_unique').on(
      table.hotelId,
      table.channel,
      table.externalId,
    ),
    uniqueIndex('channel_reservations_booking_unique')
      .on(table.hotelId, table.channel, table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('channel_reservations_state_idx').on(table.hotelId, table.channel, table.state),
  ],
);

/**
 * Per hotel and channel: the secret token of its inbound address (Smoobu's webhook, the
 * RoomRaccoon OTA endpoint), the pull cursor, and the running counts the sync tab shows.
 */
export const channelSyncState = pgTable(
  'channel_sync_state',
  {
    hotelId: hotelId(),
    channel: text('channel', { enum: SYNC_CHANNELS }).notNull(),
    /** In the inbound address; unguessable (32 random bytes, base64url), unique. */
    inboundToken: text('inbound_token').notNull(),
    lastSuccessAt: instant('last_success_at'),
    /** The next pull asks for reservations modified since this instant. */
    pulledUntil: instant('pulled_until'),
    counts: jsonb('counts').$type<SyncCounts>().notNull().default(NO_SYNC_COUNTS),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'channel_sync_state_pkey', columns: [table.hotelId, table.channel] }),
    uniqueIndex('channel_sync_state_token_unique').on(table.inboundToken),
  ],
);

/** The latest sync errors per hotel and channel, in words (the sync tab shows the newest). */
export const channelSyncErrors = pgTable(
  'channel_sync_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    channel: text('channel', { enum: SYNC_CHANNELS }).notNull(),
    message: text('message').notNull(),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('channel_sync_errors_hotel_idx').on(table.hotelId, table.channel, table.createdAt),
  ],
);

/**
 * iCal availability feeds, one per room: the token in the feed's address is the only key, so
 * it is unguessable and revocable (a revoked feed answers 404; a new one gets a new token).
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('ical_feeds_token_unique').on(table.token),
    uniqueIndex('ical_feeds_room_active_unique')
      .on(table.roomId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type ChannelReservationRow = typeof channelReservations.$inferSelect;
export type ChannelSyncStateRow = typeof channelSyncState.$inferSelect;
