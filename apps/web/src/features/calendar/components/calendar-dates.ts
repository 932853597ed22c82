import { intlLocale } from '@/lib/i18n';

/** An ISO day (YYYY-MM-DD) as a Date at UTC midnight, so formatting never shifts the day. */
function utcDay(date: string) {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * One formatter per language: building an Intl.DateTimeFormat costs far more than
 * using one, and the chart formats hundreds of days while it scrolls (the top entry of its
 * scroll profile before this cache).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function weekdayFormatter(language: string) {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' });
    formatters.set(language, format);
  }
  return format;
}

export function weekdayShort(date: string, language: string) {
  return weekdayFormatter(language).format(utcDay(date));
}

export function isWeekend(date: string) {
  const day = utcDay(date).getUTCDay();
  return day === 0 || day === 6;
}

export function dayOfMonth(date: string) {
  return Number(date.slice(8, 10));
}
