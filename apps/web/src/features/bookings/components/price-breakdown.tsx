import { useTranslation } from 'react-i18next';
import type { PriceBreakdown } from '@hotel/shared/pricing';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useUnitContext } from '@/lib/session/use-unit-labels';

/** Per night × nights, each service, the total; a manual price shows that it overrides. */
export function PriceBreakdownView({
  breakdown,
  manualPrice,
}: {
  breakdown: PriceBreakdown;
  manualPrice: number | null;
}) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const unit = useUnitContext();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <dl className="flex flex-col gap-1 text-sm" data-testid="price-breakdown">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-600">
          {t('bookings.price.room', {
            ...unit,
            count: breakdown.nights,
            perNight: money(breakdown.perNight),
          })}
        </dt>
        <dd className="tabular-nums">{money(breakdown.room)}</dd>
      </div>
      {breakdown.services.map((service) => (
        <div key={service._id} className="flex justify-between gap-3">
          <dt className="text-slate-600">{service.name}</dt>
          <dd className="tabular-nums">{money(service.amount)}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-1 font-semibold">
        <dt>{t('bookings.price.total')}</dt>
        <dd
          className={manualPrice === null ? 'tabular-nums' : 'text-slate-400 line-through'}
          data-testid="price-total"
        >
          {money(breakdown.total)}
        </dd>
      </div>
      {manualPrice !== null && (
        <div className="flex justify-between gap-3 font-semibold text-primary">
          <dt>{t('bookings.price.manual')}</dt>
          <dd className="tabular-nums" data-testid="price-manual">
            {money(manualPrice)}
          </dd>
        </div>
      )}
    </dl>
  );
}
