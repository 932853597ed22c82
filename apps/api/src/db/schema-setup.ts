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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { createdAt, hotelId, moneyColumn } from './schema-columns';
import { NO_SYNC_COUNTS, SYNC_TRIGGERS, type SyncCounts } from '@hotel/shared/contracts/sync';

/** Hotel setup (issue 3): room types, rooms, services, images and channel sync jobs. */
/** Money is integer minor units of the hotel's currency (DESIGN decision 7). */
const money = (name: string) => moneyColumn(name).notNull().default(0);

export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    name: text('name').notNull(),
    shortCode: text('short_code').notNull(),
    /** What the public booking page tells visitors about the type (issue 13). */
    description: text('description').notNull().default(''),
    baseOccupancy: integer('base_occupancy').notNull().default(1),
    higherOccupancy: integer('higher_occupancy').notNull().default(0),
    kidsOccupancy: integer('kids_occupancy').notNull().default(0),
    extraBed: integer('extra_bed').notNull().default(0),
    basePrice: money('base_price'),
    additionalPersonPrice: money('additional_person_price'),
    kidsPrice: money('kids_price'),
    extraBedPrice: money('extra_bed_price'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('room_types_hotel_short_code_unique').on(table.hotelId, table.shortCode),
    index('room_types_hotel_id_idx').on(table.hotelId),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    number: text('number').notNull(),
    // restrict: a room type in use cannot disappear under its rooms.
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'restrict' }),
    softwareNumber: text('software_number').notNull().default(''),
    /** Overrides the room type's base price when set. */
    basePrice: moneyColumn('base_price'),
    address: text('address').notNull().default(''),
    guestComment: text('guest_comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    unique('rooms_hotel_number_unique').on(table.hotelId, table.number),
    index('rooms_room_type_id_idx').on(table.roomTypeId),
  ],
);

export const SERVICE_CHARGES = ['per_stay', 'per_night', 'per_person_per_night'] as const;

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price'),
    charge: text('charge', { enum: SERVICE_CHARGES }).notNull().default('per_stay'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index('services_hotel_id_idx').on(table.hotelId),
    check(
      'services_charge_valid',
      sql`${table.charge} in ('per_stay', 'per_night', 'per_person_per_night')`,
    ),
    check('services_price_not_negative', sql`${table.price} >= 0`),
  ],
);

/** Which services are offered with a room type (room type tab "Services"). */
export const roomTypeServices = pgTable(
  'room_type_services',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'room_type_services_pkey', columns: [table.roomTypeId, table.serviceId] }),
  ],
);

export interface ImageVariantRow {
  /** e.g. `thumb`, `medium`, `large`. */
  name: string;
  key: string;
  width: number;
  height: number;
}

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    /** What the image belongs to, e.g. `room_type`, `hotel`, `guest_app`, `public_page`. */
    type: text('type').notNull(),
    /** The room type (or other owner) the image belongs to, when the type has one. */
    ownerId: uuid('owner_id'),
    position: integer('position').notNull().default(0),
    mimeType: text('mime_type').notNull(),
    variants: jsonb('variants').$type<ImageVariantRow[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('images_hotel_owner_idx').on(table.hotelId, table.type, table.ownerId)],
);

export const SYNC_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'skipped'] as const;

/** A requested channel synchronisation ("sync now" or scheduled) and how it ended. */
export const syncJobs = pgTable(
  'sync_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: hotelId(),
    channel: text('channel').notNull(),
    status: text('status', { enum: SYNC_JOB_STATUSES }).notNull().default('queued'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    error: text('error'),
    /** Why a job was skipped, e.g. `no_channel_connected`. */
    reason: text('reason'),
    /** manual (PUT /api/hotel/sync) or schedule (the safety-net pull). */
    trigger: text('trigger', { enum: SYNC_TRIGGERS }).notNull().default('manual'),
    /** What the run did: created, updated, canceled, conflicts, errors. */
    counts: jsonb('counts').$type<SyncCounts>().notNull().default(NO_SYNC_COUNTS),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('sync_jobs_hotel_id_idx').on(table.hotelId, table.createdAt)],
);

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type SyncJobRow = typeof syncJobs.$inferSelect;
