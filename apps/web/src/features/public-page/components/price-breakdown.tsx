import { useTranslation } from 'react-i18next';
import type { PublicStayPrice } from '@hotel/shared/contracts/public-booking';
import { formatPublicMoney } from '@/features/public-page/format-money';
import { formatNight } from '@/features/public-page/format-date';

/**
 * The price of the stay and how it comes about: "3 nights × 120,00 €" when every night costs the
 * same, otherwise one line per night.
 */
export function PriceBreakdown({ price, currency }: { price: PublicStayPrice; currency: string }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatPublicMoney(minor, currency);
  const isUniform = price.perNightLines.every((line) => line.amount === price.perNight);
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700" data-testid="price-breakdown">
      {isUniform ? (
        <p>
          {t('publicPage.rooms.nightsTimesPrice', {
            count: price.nights,
            price: money(price.perNight),
          })}
        </p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {price.perNightLines.map((line) => (
            <li key={line.date} className="flex justify-between gap-4">
              <span>{formatNight(line.date)}</span>
              <span className="tabular-nums">{money(line.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-1">
        <span>{t('publicPage.rooms.totalForStay', { count: price.nights })}</span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums">
          {money(price.total)}
        </span>
      </p>
    </div>
  );
}
