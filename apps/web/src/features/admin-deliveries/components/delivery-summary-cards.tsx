import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useAdminDeliverySummary } from '../api/get-admin-delivery-summary';

export const SUMMARY_DAYS = 30;
/** The cards show the hotels that stand out; the list below has every one. */
const CARDS = 6;
const REASONS_SHOWN = 3;

/**
 * The hotels with the most failed deliveries of the last 30 days, with their top reasons, so a
 * broken template or a blocked sender stands out. A card filters the list to that hotel's failures.
 */
export function DeliverySummaryCards({
  onPick,
}: {
  /** A hotel's failed deliveries, or its unsent ones when none failed. */
  onPick: (hotelId: string, status: 'failed' | 'unsent') => void;
}) {
  const { t } = useTranslation();
  const summaryQuery = useAdminDeliverySummary(SUMMARY_DAYS);
  const number = (value: number) => formatNumber(value, currentLanguage());

  return (
    <section aria-labelledby="delivery-summary-title" className="flex flex-col gap-3">
      <div>
        <h2 id="delivery-summary-title" className="text-base font-semibold text-slate-900">
          {t('adminDeliveries.summary.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('adminDeliveries.summary.subtitle', { days: SUMMARY_DAYS })}
        </p>
      </div>
      {summaryQuery.isError && (
        <Alert
          tone="error"
          title={t('app.errors.loadFailed')}
          actions={
            <Button size="sm" variant="secondary" onPress={() => void summaryQuery.refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {errorMessage(summaryQuery.error)}
        </Alert>
      )}
      {summaryQuery.isPending && (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      )}
      {summaryQuery.data?.hotels.length === 0 && (
        <p className="text-sm text-slate-600" data-testid="delivery-summary-none">
          {t('adminDeliveries.summary.none', { days: SUMMARY_DAYS })}
        </p>
      )}
      {summaryQuery.data && summaryQuery.data.hotels.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {summaryQuery.data.hotels.slice(0, CARDS).map((entry) => (
            <li key={entry.hotel.id}>
              <button
                type="button"
                onClick={() => onPick(entry.hotel.id, entry.failed > 0 ? 'failed' : 'unsent')}
                data-testid={`delivery-summary-${entry.hotel.id}`}
                className="flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-red-300 hover:bg-red-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 truncate font-semibold text-slate-900">
                    {entry.hotel.name}
                  </span>
                  {entry.failed > 0 && (
                    <AlertTriangle aria-hidden className="size-4 shrink-0 text-red-700" />
                  )}
                </span>
                <span className="text-sm text-slate-700 tabular-nums">
                  {t('adminDeliveries.summary.failedOfTotal', {
                    failed: number(entry.failed),
                    total: number(entry.total),
                  })}
                  {entry.unsent > 0 &&
                    ` · ${t('adminDeliveries.summary.unsent', { count: entry.unsent })}`}
                </span>
                <ul className="flex flex-col gap-0.5 text-xs text-slate-600">
                  {entry.reasons.slice(0, REASONS_SHOWN).map((item) => (
                    <li key={item.reason} className="flex justify-between gap-2">
                      <span className="min-w-0 truncate">{t(`deliveryReason.${item.reason}`)}</span>
                      <span className="shrink-0 font-medium tabular-nums">
                        {number(item.count)}
                      </span>
                    </li>
                  ))}
                </ul>
                <span className="sr-only">{t('adminDeliveries.summary.showFailed')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
