import type { DATE_DIVIDERS, DATE_FORMATS } from './contracts/hotel';

/** The hotel's way of writing a date (spec §3 setting.dateFormat with its divider). */
export interface HotelDateFormat {
  dateFormat: (typeof DATE_FORMATS)[number];
  dateDivider: (typeof DATE_DIVIDERS)[number];
}

/** Day, month and year in the hotel's order and divider: dmy + "." → 21.11.2026. */
export function writeHotelDate(year: string, month: string, day: string, format: HotelDateFormat) {
  const parts = { d: day, m: month, y: year };
  return format.dateFormat
    .split('')
    .map((part) => parts[part as keyof typeof parts])
    .join(format.dateDivider);
}

/** A stay date `2026-11-21` in the hotel's format (a stay date has no time zone). */
export function formatHotelDate(date: string, format: HotelDateFormat): string {
  return writeHotelDate(date.slice(0, 4), date.slice(5, 7), date.slice(8, 10), format);
}
