import { formatMoneyIn } from '@hotel/shared/money';
import { formatDateTime, formatStayDate } from '@/lib/date-format';
import { intlLocale } from '@/lib/i18n';

/**
 * Dates and money in the guest's interface language. The guest app's hotel settings carry no
 * date format, so the language decides ("21.11.2026" / "21/11/2026"); a stay date has no zone.
 */
export const formatGuestDate = (date: string) => formatStayDate(date);
export const formatGuestInstant = (iso: string) => formatDateTime(iso);
export const formatGuestMoney = (minor: number, currency: string) =>
  formatMoneyIn(minor, currency, intlLocale());
