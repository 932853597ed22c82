import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { hotels } from './schema';

/**
 * A hotel's zone in SQL; a hotel without one counts in the zone a new hotel gets, so the
 * dashboard and the hotel list (and anything else) never disagree about its "today".
 */
export const hotelTimeZone: SQL = sql`coalesce(nullif(${hotels.setting} ->> 'timeZone', ''), ${DEFAULT_HOTEL_SETTING.timeZone})`;

/**
 * The hotel's local start of the day or month containing `now`, as an instant: its clock is
 * `now at time zone <zone>`, truncated, and turned back into an instant with `at time zone`
 * again, so the database applies the zone's rules (DST included) and no offset is computed
 * here. Needs `hotels` in the query's from clause.
 */
export function hotelLocalStartOf(unit: 'day' | 'month', now: Date): SQL {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${hotelTimeZone})`;
  return sql`(date_trunc(${unit}, ${local}) at time zone ${hotelTimeZone})`;
}

/** The hotel's local date of `now`, e.g. for "arriving today". Needs `hotels` in the query. */
export function hotelLocalDate(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${hotelTimeZone})::date`;
}
