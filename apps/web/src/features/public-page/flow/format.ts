import { formatMoneyIn } from '@hotel/shared/money';
import { intlLocale } from '@/lib/i18n';

/** 1250, EUR → "12,50 €" (de) / "€12.50" (en). */
export function formatPrice(minor: number, currency: string): string {
  return formatMoneyIn(minor, currency, intlLocale());
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** A stay as "12.–14. Mai 2026" (de) / "12–14 May 2026" (en). */
export function formatStayRange(arrival: string, departure: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(utcDay(arrival), utcDay(departure));
}

/** A stay without the year, for short choices: "12.–14. Mai" / "12–14 May". */
export function formatShortStayRange(arrival: string, departure: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return format.formatRange(utcDay(arrival), utcDay(departure));
}

/** One stay date in full: "Dienstag, 12. Mai 2026". */
export function formatLongStayDate(date: string): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(date));
}
