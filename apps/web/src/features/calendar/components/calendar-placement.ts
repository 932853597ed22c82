import { isFinalStatus } from '@hotel/shared/booking-status';
import type { CalendarBooking } from '@hotel/shared/contracts/booking-calendar';
import { addDays } from '@hotel/shared/stay-dates';
import type { BookingPlacement } from '../api/move-booking';
import type { BarLayout, CalendarRow } from './calendar-layout';

/** Where a bar dropped (by pointer or keyboard) puts its booking; null on a room type header. */
export function placementOf(
  row: CalendarRow,
  startDay: number,
  endDay: number,
  startDate: string,
): BookingPlacement | null {
  if (row.kind === 'group') return null;
  return {
    roomTypeId: row.roomTypeId,
    roomId: row.kind === 'room' ? row.roomId : null,
    arrival: addDays(startDate, startDay),
    departure: addDays(startDate, endDay),
  };
}

export function isSamePlacement(placement: BookingPlacement, bar: BarLayout) {
  const { booking } = bar;
  return (
    placement.roomId === booking.roomId &&
    placement.arrival === booking.arrival &&
    placement.departure === booking.departure
  );
}

/**
 * Whether a bar may be dragged or picked up: not a final booking, and not a channel's blocked
 * period (the channel owns it; a move here would be overwritten by its next sync).
 */
export function isMovable(booking: CalendarBooking) {
  return booking.kind !== 'block' && !isFinalStatus(booking.status);
}
