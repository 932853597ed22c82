import { useTranslation } from 'react-i18next';
import type { BookingHistoryEntry } from '@hotel/shared/contracts/bookings';
import { isIsoDate } from '@hotel/shared/stay-dates';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { formatDateTime, formatStayDate } from './booking-format';

const MONEY_FIELDS = ['price', 'computedPrice'];

/** Who did what and when, newest first, with translated field names and formatted values. */
export function BookingHistory({ entries }: { entries: BookingHistoryEntry[] }) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();

  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'status' && typeof value === 'string') return t(`bookingStatus.${value}`);
    if (MONEY_FIELDS.includes(field) && typeof value === 'number')
      return formatMoney(value, currency);
    if (typeof value === 'string' && isIsoDate(value)) return formatStayDate(value);
    if (typeof value === 'boolean') return t(value ? 'bookings.common.yes' : 'bookings.common.no');
    if (typeof value === 'object') {
      const named = value as {
        name?: string;
        number?: string;
        firstName?: string;
        lastName?: string;
      };
      return (
        named.name ?? named.number ?? [named.firstName, named.lastName].filter(Boolean).join(' ')
      );
    }
    return String(value as string | number);
  };

  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (sorted.length === 0)
    return <p className="text-sm text-slate-500">{t('bookings.history.empty')}</p>;
  return (
    <ol
      className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4"
      data-testid="booking-history"
    >
      {sorted.map((entry) => (
        <li key={entry._id} className="text-sm">
          <p className="font-medium text-slate-900">{t(`bookings.history.${entry.action}`)}</p>
          <p className="text-xs text-slate-500">
            {formatDateTime(entry.createdAt)} · {entry.user?.name ?? t('bookings.history.system')}
          </p>
          {entry.changes.length > 0 && (
            <ul className="mt-1 text-slate-700">
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {t(`bookings.fields.${change.field}`, { defaultValue: change.field })}:{' '}
                  {show(change.field, change.from)} → {show(change.field, change.to)}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
