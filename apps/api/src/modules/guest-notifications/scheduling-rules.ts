import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import type { Language } from '@hotel/shared/i18n/languages';
import { isLanguage } from '@hotel/shared/i18n/languages';
import { SMS_QUIET_HOURS, type NotificationGateway } from '@hotel/shared/guest-notifications';
import { addDays } from '@hotel/shared/stay-dates';
import { zonedInstant } from '@hotel/shared/zoned-time';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When the check-in information is due: the arrival day's check-in time on the hotel's wall
 * clock, minus `hoursInAdvance` real hours (across a daylight-saving change the wall clock
 * then shows one hour more or less than check-in time; the guest gets it 24 hours ahead).
 */
export function checkInDueAt(
  arrival: string,
  hotel: { checkInTime: string; timeZone: string },
  hoursInAdvance: number,
): Date {
  const checkIn = zonedInstant(arrival, hotel.checkInTime, hotel.timeZone);
  return new Date(checkIn.getTime() - hoursInAdvance * HOUR_MS);
}

/**
 * An SMS is never sent between 21:00 and 08:00 hotel time: one due then waits for the next
 * 08:00 on the hotel's wall clock. Anything else goes as due.
 */
export function outsideQuietHours(at: Date, timeZone: string): Date {
  const wallClock = format(at, 'HH:mm', { in: tz(timeZone) });
  const day = format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
  if (wallClock >= SMS_QUIET_HOURS.start) {
    return zonedInstant(addDays(day, 1), SMS_QUIET_HOURS.end, timeZone);
  }
  if (wallClock < SMS_QUIET_HOURS.end) return zonedInstant(day, SMS_QUIET_HOURS.end, timeZone);
  return at;
}

/**
 * When one gateway's message goes: at `due`, or now when that has passed (a booking made
 * after the time), an SMS moved out of the quiet hours.
 */
export function sendTime(
  gateway: NotificationGateway,
  due: Date,
  now: Date,
  timeZone: string,
): Date {
  const at = due.getTime() < now.getTime() ? now : due;
  return gateway === 'sms' ? outsideQuietHours(at, timeZone) : at;
}

/** The guest's own language when the hotel offers it, else the hotel's default. */
export function messageLanguage(
  guestLanguage: string | null | undefined,
  offered: readonly Language[],
  hotelDefault: Language,
): Language {
  const own = guestLanguage?.trim().toLowerCase().slice(0, 2);
  return own && isLanguage(own) && offered.includes(own) ? own : hotelDefault;
}
