import { intlLocale } from '@/lib/i18n';

/** An ISO day (YYYY-MM-DD) as a Date at UTC midnight, so formatting never shifts the day. */
function utcDay(date: string) {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * One formatter per language and kind: building an Intl.DateTimeFormat costs far more than
 * using one, and the chart formats hundreds of days while it scrolls (the top entry of its
 * scroll profile before this cache).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, kind: 'day' | 'weekday') {
  const key = `${language}:${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day' ? { dateStyle: 'medium' } : { weekday: 'short' };
    format = new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

export function formatDay(date: string, language: string) {
  return formatter(language, 'day').format(utcDay(date));
}

export function weekdayShort(date: string, language: string) {
  return formatter(language, 'weekday').format(utcDay(date));
}

export function isWeekend(date: string) {
  const day = utcDay(date).getUTCDay();
  return day === 0 || day === 6;
}

export function dayOfMonth(date: string) {
  return Number(date.slice(8, 10));
}
