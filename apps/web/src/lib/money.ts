import { formatMoneyIn, minorToInput } from '@hotel/shared/money';
import { useCurrentHotel } from '@/lib/session/hotel-query';
import { currentLanguage, intlLocale } from '@/lib/i18n';

/** The currency of the hotel the person works in (EUR until the hotel has loaded). */
export function useHotelCurrency(): string {
  return useCurrentHotel().data?.setting.currency ?? 'EUR';
}

/** 1250, EUR → "12,50 €" (de) / "€12.50" (en). */
export function formatMoney(minor: number, currency: string): string {
  return formatMoneyIn(minor, currency, intlLocale());
}

/** 1250, EUR → "12,50" (de) / "12.50" (en): the value of a money input. */
export function toMoneyInput(minor: number, currency: string): string {
  const text = minorToInput(minor, currency);
  return currentLanguage() === 'de' ? text.replace('.', ',') : text;
}
