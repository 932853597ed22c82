import { useTranslation } from 'react-i18next';
import type { PaymentListResponse } from '@hotel/shared/contracts/payments';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@hotel/shared/payment-status';
import { formatMoney } from '@/lib/money';

type Totals = PaymentListResponse['totals'];
interface Tile {
  key: string;
  label: string;
  count: number;
  amount: number;
}

function TileGroup({
  title,
  tiles,
  currency,
  testId,
}: {
  title: string;
  tiles: Tile[];
  currency: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (tiles.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-xs font-medium text-slate-500 uppercase">{title}</h2>
      {/* One swipeable row on phones, so the list itself stays near the top. */}
      <ul
        tabIndex={0}
        aria-label={title}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 outline-none focus-visible:ring-2 focus-visible:ring-primary sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {tiles.map((tile) => (
          <li
            key={tile.key}
            data-testid={`${testId}-${tile.key}`}
            className="min-w-36 shrink-0 rounded-lg border border-slate-200 bg-white px-3 py-2"
          >
            <p className="truncate text-xs text-slate-600">{tile.label}</p>
            <p className="text-base font-semibold text-slate-900 tabular-nums">
              {formatMoney(tile.amount, currency)}
            </p>
            <p className="text-xs text-slate-500">
              {t('payments.totals.count', { count: tile.count })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What the filtered payments add up to (over all pages): what was paid, and apart from it what
 * is still awaited; canceled and expired money only in its own status tile, never in a sum with
 * paid money. Groups without payments are left out so a phone shows only what matters.
 */
export function PaymentTotals({ totals, currency }: { totals: Totals; currency: string }) {
  const { t } = useTranslation();
  const byStatus = PAYMENT_STATUSES.flatMap((status) => {
    const total = totals.byStatus[status];
    return total?.count ? [{ key: status, label: t(`paymentStatus.${status}`), ...total }] : [];
  });
  const byMethod = PAYMENT_METHODS.flatMap((method) => {
    const total = totals.byMethod[method];
    return total?.count ? [{ key: method, label: t(`paymentMethod.${method}`), ...total }] : [];
  });
  return (
    <div className="flex flex-col gap-3 border-b border-slate-100 bg-slate-50/60 px-4 py-3 sm:px-6">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span data-testid="payment-total-all">
          {t('payments.totals.all', { count: totals.all.count })}
        </span>
        <span className="font-semibold text-slate-900" data-testid="payment-total-paid">
          {t('payments.totals.paid', { amount: formatMoney(totals.paid.amount, currency) })}
        </span>
        {totals.awaiting.count > 0 && (
          <span data-testid="payment-total-awaiting">
            {t('payments.totals.awaiting', {
              amount: formatMoney(totals.awaiting.amount, currency),
            })}
          </span>
        )}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        <TileGroup
          title={t('payments.totals.byStatus')}
          tiles={byStatus}
          currency={currency}
          testId="payment-total-status"
        />
        <TileGroup
          title={t('payments.totals.byMethod')}
          tiles={byMethod}
          currency={currency}
          testId="payment-total-method"
        />
      </div>
    </div>
  );
}
