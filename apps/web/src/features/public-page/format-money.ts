import { formatMoneyIn } from '@hotel/shared/money';
import { intlLocale } from '@/lib/i18n';

/**
 * Minor units in the hotel's currency, in the visitor's language ("12,50 €" / "€12.50"). Not
 * lib/money's formatMoney: that module reads the staff session's hotel, which a visitor has not.
 */
export function formatPublicMoney(minor: number, currency: string): string {
  return formatMoneyIn(minor, currency, intlLocale());
}
