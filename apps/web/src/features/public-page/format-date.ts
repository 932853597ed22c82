import { intlLocale } from '@/lib/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: 'short' | 'full' | 'month' | 'night'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}/${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
      full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      month: { month: 'long', year: 'numeric' },
      night: { weekday: 'short', day: 'numeric', month: 'short' },
    };
    // A stay date is a calendar day: read at UTC midnight, it is the same day everywhere.
    format = new Intl.DateTimeFormat(locale, { ...options[style], timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

function toDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** `2026-12-12` → "Sa., 12. Dez. 2026" / "Sat 12 Dec 2026". */
export function formatShortDate(isoDate: string) {
  return formatter('short').format(toDate(isoDate));
}

/** `2026-12-12` → "Samstag, 12. Dezember 2026": what a screen reader says for a day. */
export function formatFullDate(isoDate: string) {
  return formatter('full').format(toDate(isoDate));
}

/** `2026-12-01` → "Dezember 2026". */
export function formatMonth(isoDate: string) {
  return formatter('month').format(toDate(isoDate));
}

/** `2026-12-12` → "Sa., 12. Dez." : one night of a price breakdown. */
export function formatNight(isoDate: string) {
  return formatter('night').format(toDate(isoDate));
}
