import {
  formatHotelDate,
  writeHotelDate,
  type HotelDateFormat,
} from '@hotel/shared/hotel-date-format';
import { intlLocale } from '@/lib/i18n';

export type { HotelDateFormat };

/**
 * `2026-11-21` → the hotel's format, or without one "21.11.2026" (de) / "21/11/2026" (en);
 * a stay date has no time zone.
 */
export function formatStayDate(date: string, format?: HotelDateFormat): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  if (format) return formatHotelDate(date, format);
  return new Intl.DateTimeFormat(intlLocale(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * An instant (ISO timestamp) as date and time: with the hotel's format, its date in that format
 * and a 24-hour time, both on the hotel's wall clock; otherwise in the interface language.
 */
export function formatDateTime(iso: string, format?: HotelDateFormat, timeZone?: string): string {
  const instant = new Date(iso);
  if (!format) {
    return new Intl.DateTimeFormat(intlLocale(), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(instant);
  }
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  const date = writeHotelDate(part('year'), part('month'), part('day'), format);
  return `${date} ${part('hour')}:${part('minute')}`;
}
