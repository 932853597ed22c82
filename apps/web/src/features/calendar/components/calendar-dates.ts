import { intlLocale } from '@/lib/i18n';

/** An ISO day (YYYY-MM-DD) as a Date at UTC midnight, so formatting never shifts the day. */
function utcDay(date: string) {
  return new Date(`${date}T00:00:00Z`);
}

export function formatDay(date: string, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(utcDay(date));
}

export function weekdayShort(date: string, language: string) {
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(utcDay(date));
}

export function isWeekend(date: string) {
  const day = utcDay(date).getUTCDay();
  return day === 0 || day === 6;
}

export function dayOfMonth(date: string) {
  return Number(date.slice(8, 10));
}
