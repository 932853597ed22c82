import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IntegrationOverview, IntegrationState } from '@hotel/shared/contracts/integrations';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useHotelDates } from '@/lib/session/use-hotel-dates';

type Integration = IntegrationOverview['integrations'][number];

const STATE_CLASSES: Record<IntegrationState, string> = {
  not_connected: 'bg-slate-100 text-slate-700',
  connected: 'bg-emerald-50 text-emerald-800',
  errors: 'bg-red-50 text-red-800',
};

/** One integration: its state, its last sync and open problems, and its page when it has one. */
export function IntegrationCard({ integration }: { integration: Integration }) {
  const { t } = useTranslation();
  const { dateTime } = useHotelDates();
  const { key, state, lastSyncAt, problemCount, path } = integration;
  const name = t(`integrations.names.${key}`);
  const titleId = `integration-${key}`;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 p-4 sm:p-5"
      data-testid={`integration-${key}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {name}
        </h2>
        <span
          className={clsx('rounded-full px-2.5 py-0.5 text-xs font-medium', STATE_CLASSES[state])}
          data-testid={`integration-${key}-state`}
        >
          {t(`integrations.states.${state}`)}
        </span>
      </div>
      <p className="text-sm text-slate-600">{t(`integrations.descriptions.${key}`)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('integrations.overview.lastSync')}</dt>
        <dd className="text-slate-900" data-testid={`integration-${key}-last-sync`}>
          {lastSyncAt ? dateTime(lastSyncAt) : t('integrations.overview.never')}
        </dd>
        <dt className="text-slate-500">{t('integrations.overview.problems')}</dt>
        <dd
          className={clsx(problemCount > 0 ? 'font-medium text-red-700' : 'text-slate-900')}
          data-testid={`integration-${key}-problems`}
        >
          {problemCount}
        </dd>
      </dl>
      {path && (
        <ButtonLink href={path} size="sm" variant="secondary" className="mt-auto self-start">
          {t('integrations.overview.open', { name })}
          <ArrowRight aria-hidden className="size-4" />
        </ButtonLink>
      )}
    </Card>
  );
}
