import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { hotels } from './schema';

/** Columns every hotel-owned table repeats (hotel setup, reservations). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The owning hotel; deleting the hotel deletes the row. */
export const hotelId = () =>
  uuid('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' });
