import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LockOpening } from '@hotel/shared/contracts/locks';
import { Skeleton } from '@/components/ui/skeleton';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useLockOpenings } from '../api/get-lock-openings';
import { lockErrorText } from './lock-error-text';

function OpeningRow({ opening }: { opening: LockOpening }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const isOpened = opening.outcome === 'opened';
  const Icon = isOpened ? CheckCircle2 : XCircle;
  const who = t(`locks.opening.actor.${opening.actor.kind}`, { name: opening.actor.name });
  return (
    <li data-testid="lock-opening" className="flex items-start gap-3 py-2">
      <Icon
        aria-hidden
        className={clsx('mt-0.5 size-4 shrink-0', isOpened ? 'text-emerald-600' : 'text-red-600')}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
          <span className="font-medium text-slate-900">{opening.lock.name}</span>
          <span className={clsx('text-xs', isOpened ? 'text-emerald-700' : 'text-red-700')}>
            {isOpened ? t('locks.opening.opened') : t('locks.opening.failed')}
          </span>
        </p>
        <p className="text-xs text-slate-500">
          {t('locks.opening.by', { name: who, time: dates.dateTime(opening.at) })}
        </p>
        {opening.error && <p className="mt-0.5 text-xs text-red-700">{opening.error}</p>}
      </div>
    </li>
  );
}

/** The hotel's last openings and failed tries, newest first: who opened which door, when. */
export function LastOpenings() {
  const { t } = useTranslation();
  const query = useLockOpenings();
  const titleId = useId();
  let content;
  if (query.isPending) {
    content = (
      <div className="flex flex-col gap-2 py-2" aria-hidden>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (query.error) {
    content = (
      <p className="py-2 text-sm text-red-700">
        {lockErrorText(query.error, t('app.errors.loadFailed'))}
      </p>
    );
  } else if (query.data.openings.length === 0) {
    content = <p className="py-2 text-sm text-slate-500">{t('locks.quick.noOpenings')}</p>;
  } else {
    content = (
      <ul className="divide-y divide-slate-100" aria-labelledby={titleId}>
        {query.data.openings.map((opening) => (
          <OpeningRow key={opening._id} opening={opening} />
        ))}
      </ul>
    );
  }
  return (
    <section data-testid="last-openings">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('locks.quick.lastOpenings')}
      </h3>
      {content}
    </section>
  );
}
