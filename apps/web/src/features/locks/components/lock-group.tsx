import { Pencil } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lock } from '@hotel/shared/contracts/locks';
import { Button } from '@/components/ui/button';
import { OpenLockButton } from './open-lock-button';

/** One group of locks (entrances, rooms) as rows that read as cards on a phone. */
export function LockGroup({
  title,
  locks,
  canManage,
  onEdit,
}: {
  title: string;
  locks: Lock[];
  /** Changing and opening need manageBookings. */
  canManage: boolean;
  onEdit: (lock: Lock) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="border-t border-slate-100 first:border-t-0">
      <h2
        id={titleId}
        className="bg-slate-50 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:px-6"
      >
        {title}
      </h2>
      {locks.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500 sm:px-6">{t('locks.page.emptyGroup')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby={titleId}>
          {locks.map((lock) => (
            <li
              key={lock._id}
              data-testid="lock-row"
              className="flex items-center gap-3 px-4 py-3 sm:px-6"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{lock.name}</p>
                <dl className="mt-0.5 flex flex-wrap gap-x-4 text-xs text-slate-500">
                  <div className="flex gap-1">
                    <dt>{t('locks.page.providerId')}:</dt>
                    <dd className="font-mono break-all text-slate-700">{lock.providerId}</dd>
                  </div>
                  {!lock.shared && (
                    <div className="flex gap-1">
                      <dt>{t('locks.page.room')}:</dt>
                      <dd className="text-slate-700">
                        {lock.room?.number ?? t('locks.page.noRoom')}
                      </dd>
                    </div>
                  )}
                </dl>
              </div>
              {canManage && (
                <div className="flex shrink-0 gap-1">
                  <OpenLockButton lock={lock} />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('locks.page.edit', { name: lock.name })}
                    onPress={() => onEdit(lock)}
                  >
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
