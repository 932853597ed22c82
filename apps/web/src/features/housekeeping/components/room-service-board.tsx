import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomService } from '@hotel/shared/contracts/room-service';
import type { BoardGroups } from './board';
import { RoomServiceCard, type CardActions } from './room-service-card';
import { useUnitContext } from '@/lib/session/use-unit-labels';

const GROUPS = [
  { key: 'toClean', titleKey: 'housekeeping.groups.toClean', emptyKey: 'emptyToClean' },
  { key: 'stayOver', titleKey: 'housekeeping.groups.stayOver', emptyKey: 'emptyStayOver' },
  { key: 'done', titleKey: 'housekeeping.groups.done', emptyKey: 'emptyDone' },
] as const;

function Column({
  id,
  title,
  items,
  empty,
  children,
}: {
  id: string;
  title: string;
  items: RoomService[];
  empty: string;
  children: (item: RoomService) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title ${id}-count`}
      data-testid={`board-${id}`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-slate-100/70 p-3"
    >
      <div className="flex items-center justify-between px-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-800">
          {title}
        </h2>
        <span
          id={`${id}-count`}
          data-testid={`board-${id}-count`}
          className="min-w-7 rounded-full bg-white px-2 py-0.5 text-center text-xs font-semibold text-slate-700 ring-1 ring-slate-200"
        >
          {items.length}
        </span>
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-slate-600">
          {empty}
        </p>
      ) : (
        items.map(children)
      )}
    </section>
  );
}

/** The day's three columns: to clean, stay-over service, done — each with its count. */
export function RoomServiceBoard({
  groups,
  dayLabel,
  timeZone,
  actions,
  isStale = false,
}: {
  groups: BoardGroups;
  /** The day as people read it ("21.11.2026"), for the empty texts. */
  dayLabel: string;
  timeZone: string;
  actions: CardActions;
  /** Still the previous day's records while the chosen day loads. */
  isStale?: boolean;
}) {
  const { t } = useTranslation();
  const unit = useUnitContext();
  return (
    <div
      role="region"
      aria-label={t('housekeeping.groups.label')}
      aria-busy={isStale || undefined}
      className={clsx('grid gap-4 transition-opacity lg:grid-cols-3', isStale && 'opacity-60')}
    >
      {GROUPS.map((group) => (
        <Column
          key={group.key}
          id={group.key}
          title={t(group.titleKey)}
          items={groups[group.key]}
          empty={t(`housekeeping.groups.${group.emptyKey}`, { ...unit, date: dayLabel })}
        >
          {(item) => (
            <RoomServiceCard key={item._id} item={item} timeZone={timeZone} actions={actions} />
          )}
        </Column>
      ))}
    </div>
  );
}
