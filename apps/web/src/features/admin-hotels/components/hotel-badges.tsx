import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { AdminHotelListItem } from '@hotel/shared/contracts/admin-hotels';
import type { IntegrationState } from '@hotel/shared/contracts/integrations';

const STATE_CLASSES: Record<IntegrationState, string> = {
  connected: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  errors: 'bg-red-50 text-red-800 ring-red-200',
  not_connected: 'bg-slate-50 text-slate-600 ring-slate-200',
};

const badgeClasses =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

export function PluginBadges({ hotel }: { hotel: AdminHotelListItem }) {
  const { t } = useTranslation();
  if (hotel.plugins.length === 0) {
    return <span className="text-xs text-slate-500">{t('adminHotels.list.noPlugins')}</span>;
  }
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('adminHotels.list.columns.plugins')}>
      {hotel.plugins.map((plugin) => (
        <li
          key={plugin}
          className={clsx(badgeClasses, 'bg-primary-soft text-primary ring-primary/20')}
          data-testid={`admin-hotel-plugin-${plugin}`}
        >
          {t(`adminHotels.plugins.${plugin}`)}
        </li>
      ))}
    </ul>
  );
}

/** The integrations in use (connected or failing); those switched off are left out. */
export function IntegrationBadges({ hotel }: { hotel: AdminHotelListItem }) {
  const { t } = useTranslation();
  const inUse = hotel.integrations.filter((integration) => integration.state !== 'not_connected');
  if (inUse.length === 0) return <span className="text-xs text-slate-500">–</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={t('adminHotels.list.columns.integrations')}>
      {inUse.map(({ key, state }) => (
        <li
          key={key}
          className={clsx(badgeClasses, STATE_CLASSES[state])}
          data-testid={`admin-hotel-integration-${key}`}
          data-state={state}
        >
          {t(`adminHotels.integrationState.${state}`, { name: t(`adminHotels.plugins.${key}`) })}
        </li>
      ))}
    </ul>
  );
}
