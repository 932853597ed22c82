import { useTranslation } from 'react-i18next';
import type { FlowState } from '@/features/public-page/flow/booking-flow';
import { formatShortDate } from '@/features/public-page/format-date';
import { nightsBetween } from '@hotel/shared/stay-dates';

/** "Sa., 12. Dez. 2026 – Di., 15. Dez. 2026 · 3 Nächte · 2 Erwachsene" with a way back to change it. */
export function StaySummary({ state, onChange }: { state: FlowState; onChange: () => void }) {
  const { t } = useTranslation();
  const parts = [
    `${formatShortDate(state.arrival)} – ${formatShortDate(state.departure)}`,
    t('publicPage.dates.nights', { count: nightsBetween(state.arrival, state.departure) }),
    t('publicPage.dates.adultsCount', { count: state.adults }),
  ];
  if (state.kids > 0) parts.push(t('publicPage.dates.kidsCount', { count: state.kids }));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
      <span data-testid="stay-summary">{parts.join(' · ')}</span>
      <button
        type="button"
        onClick={onChange}
        className="min-h-6 cursor-pointer font-medium text-primary-strong underline underline-offset-2"
      >
        {t('publicPage.flow.changeStay')}
      </button>
    </div>
  );
}
