import { TZDate } from '@date-fns/tz';
import type { AccessWindow } from '@hotel/shared/locks';

function wallClockInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, 0, timeZone).getTime());
}

/**
 * A stay's door window (issue 15): the hotel's check-in time on the arrival day to its
 * check-out time on the departure day, on the hotel's wall clock (so across a daylight-saving
 * change the window is an hour shorter or longer in real time, as the guest's clock is).
 */
export function accessWindow(
  stay: { arrival: string; departure: string },
  hotel: { checkInTime: string; checkOutTime: string; timeZone: string },
): AccessWindow {
  return {
    from: wallClockInstant(stay.arrival, hotel.checkInTime, hotel.timeZone),
    until: wallClockInstant(stay.departure, hotel.checkOutTime, hotel.timeZone),
  };
}
