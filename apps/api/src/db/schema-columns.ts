import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hotels } from './schema';

/** Columns every hotel-owned table repeats (hotel setup, reservations). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The order rows were written in, for trails read newest first. created_at cannot break that
 * tie alone: PGlite's clock moves in whole milliseconds, so two changes written within one
 * millisecond (a creation and an API edit straight after it) share a timestamp.
 */
export const writtenOrder = () =>
  bigint('written_order', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The owning hotel; deleting the hotel deletes the row. */
export const hotelId = () =>
  uuid('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' });

/**
 * An amount in minor units. bigint: a year's stay of a large room with services passes the
 * 2^31 of integer (a 1,000-year booking once answered 500); read as a JS number, which stays
 * exact for every amount the contracts' bounds allow (MAX_MONEY_MINOR, MAX_STAY_NIGHTS).
 */
export const moneyColumn = (name: string) => bigint(name, { mode: 'number' });
