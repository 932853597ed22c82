import { useTranslation } from 'react-i18next';
import type { Payment } from '@hotel/shared/contracts/payments';
import { PaymentStatusBadge } from '@/components/ui/payment-status-badge';
import { PaymentStatusMenu } from '@/components/payments/payment-status-menu';
import { SortHeader } from '@/components/ui/sort-header';
import { TextLink } from '@/components/ui/text-link';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { formatMoney } from '@/lib/money';
import type { PaymentSort } from './list-params';

function BookingLink({ payment }: { payment: Payment }) {
  return (
    <TextLink to={`/booking/${payment.booking._id}`} data-testid="payment-booking-link">
      {payment.booking.number}
    </TextLink>
  );
}

function GuestName({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return payment.booking.guestName ? (
    <>{payment.booking.guestName}</>
  ) : (
    <span className="text-slate-400">{t('payments.list.noGuest')}</span>
  );
}

const th = 'px-3 py-2 text-left font-medium';

/** Payments as a table on wide screens and as cards on phones; each links to its booking. */
export function PaymentTable({
  items,
  sort,
  onSort,
  canManage,
}: {
  items: Payment[];
  sort: PaymentSort;
  onSort: (sort: PaymentSort) => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-sm" aria-label={t('payments.list.title')}>
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <SortHeader field="number" sort={sort} onSort={onSort}>
                {t('payments.list.number')}
              </SortHeader>
              <th scope="col" className={th}>
                {t('payments.list.booking')}
              </th>
              <th scope="col" className={th}>
                {t('payments.list.guest')}
              </th>
              <th scope="col" className={th}>
                {t('payments.list.method')}
              </th>
              <th scope="col" className={th}>
                {t('payments.list.status')}
              </th>
              <SortHeader field="amount" sort={sort} onSort={onSort} align="right">
                {t('payments.list.amount')}
              </SortHeader>
              <SortHeader field="createdAt" sort={sort} onSort={onSort}>
                {t('payments.list.recordedAt')}
              </SortHeader>
              <th scope="col" className={th}>
                {t('payments.list.paidAt')}
              </th>
              {canManage && (
                <th scope="col" className={th}>
                  <span className="sr-only">{t('payments.list.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((payment) => (
              <tr key={payment._id} data-testid="payment-row">
                <td className="px-3 py-2 font-semibold tabular-nums">{payment.number}</td>
                <td className="px-3 py-2 tabular-nums">
                  <BookingLink payment={payment} />
                </td>
                <td className="px-3 py-2">
                  <GuestName payment={payment} />
                </td>
                <td className="px-3 py-2">{t(`paymentMethod.${payment.method}`)}</td>
                <td className="px-3 py-2">
                  <PaymentStatusBadge status={payment.status} />
                </td>
                <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
                  {formatMoney(payment.amount, payment.currency)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {dates.dateTime(payment.createdAt)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {payment.paidAt ? dates.dateTime(payment.paidAt) : '—'}
                </td>
                {canManage && (
                  <td className="px-3 py-2 text-right">
                    <PaymentStatusMenu payment={payment} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label={t('payments.list.title')}>
        {items.map((payment) => (
          <li
            key={payment._id}
            data-testid="payment-card"
            className="flex flex-col gap-1 px-4 py-3 text-sm"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">
                #{payment.number} · {t(`paymentMethod.${payment.method}`)}
              </span>
              <span className="font-semibold tabular-nums">
                {formatMoney(payment.amount, payment.currency)}
              </span>
            </span>
            <span className="text-slate-600">
              {t('payments.list.booking')} <BookingLink payment={payment} /> ·{' '}
              <GuestName payment={payment} />
            </span>
            <span className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
              <span className="inline-flex flex-wrap items-center gap-2">
                <PaymentStatusBadge status={payment.status} />
                {payment.paidAt
                  ? t('payments.list.paidOn', { date: dates.dateTime(payment.paidAt) })
                  : t('payments.list.recordedOn', { date: dates.dateTime(payment.createdAt) })}
              </span>
              {canManage && <PaymentStatusMenu payment={payment} />}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
