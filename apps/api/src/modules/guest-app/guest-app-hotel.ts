import { and, eq, gte, notInArray, type SQL } from 'drizzle-orm';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Db, Tx } from '../../db/client';
import { hotels, type HotelRow } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { AppError } from '../../lib/app-error';

/**
 * The hotel of a guest-app call, refused while its guest app is switched off (spec §3 "Guest
 * app config"): sign-in and every call with a guest token alike.
 */
export async function findGuestAppHotel(db: Db | Tx, hotelId: string): Promise<HotelRow> {
  const [hotel] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
  if (hotel.guestApp?.enabled !== true) throw new AppError('FORBIDDEN', 'errors.guestAppDisabled');
  return hotel;
}

/** The hotel's today in its own time zone: a stay is current or future until its departure. */
export const hotelToday = (hotel: HotelRow, now: Date = new Date()) =>
  todayIn(hotel.setting.timeZone, now);

const CLOSED_STATUSES = ['canceled', 'completed'] as const;

/** A stay that is over or canceled: the guest may look at it but no longer change it. */
export const isClosedStay = (status: string) =>
  (CLOSED_STATUSES as readonly string[]).includes(status);

/**
 * Active bookings of the guest app (spec §7): not canceled or completed and not yet departed in
 * the hotel's time zone. Everything else is history.
 */
export function activeBookingCondition(today: string): SQL {
  return and(notInArray(bookings.status, [...CLOSED_STATUSES]), gte(bookings.departure, today))!;
}

/** Whether one booking row is active (the same rule as activeBookingCondition). */
export const isActiveStay = (booking: { status: string; departure: string }, today: string) =>
  !isClosedStay(booking.status) && booking.departure >= today;
