import type { Language } from '@hotel/shared/i18n/messages';
import { INTL_LOCALES } from '@/lib/i18n';

export function formatLongDate(date: Date, language: Language, timeZone?: string) {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

export function formatNumber(value: number, language: Language) {
  return new Intl.NumberFormat(INTL_LOCALES[language]).format(value);
}

/** The hour of day in a time zone, for a greeting that fits the hotel's morning or evening. */
export function hourInTimeZone(date: Date, timeZone?: string) {
  const hour = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hour12: false, timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? date.getHours()) % 24;
}

export function isValidTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "14:30" in both languages (the hotel works on a 24-hour clock), in a time zone. */
export function formatTime(date: Date, language: Language, timeZone?: string) {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
