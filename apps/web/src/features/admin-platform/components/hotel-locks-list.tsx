import { DoorClosed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lock } from '@hotel/shared/contracts/locks';
import { BorderedContainer } from '@/components/ui/bordered-container';
import { ListError, ListSkeleton } from '@/components/ui/list-states';
import { useHotelLocks } from '../api/get-hotel-locks';

/** The hotel's locks of its configured hardware: entrances first, then room doors. */
export function HotelLocksList({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const query = useHotelLocks(hotelId);
  const locks: Lock[] = query.data ? [...query.data.shared, ...query.data.rooms] : [];
  return (
    <section aria-labelledby="hotel-locks-list-title" className="flex flex-col gap-3">
      <h3 id="hotel-locks-list-title" className="text-base font-semibold text-slate-900">
        {t('adminPlatform.locks.listTitle')}
      </h3>
      <BorderedContainer className="p-0! sm:p-0!">
        {query.isPending && (
          <div className="p-4 sm:p-6">
            <ListSkeleton />
          </div>
        )}
        {query.isError && (
          <div className="p-4 sm:p-6">
            <ListError error={query.error} onRetry={() => void query.refetch()} />
          </div>
        )}
        {query.isSuccess && locks.length === 0 && (
          <div className="flex items-start gap-3 p-4 sm:p-6" data-testid="hotel-locks-empty">
            <DoorClosed aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <div>
              <p className="font-medium text-slate-900">{t('adminPlatform.locks.emptyTitle')}</p>
              <p className="text-sm text-slate-600">{t('adminPlatform.locks.emptyText')}</p>
            </div>
          </div>
        )}
        {locks.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-labelledby="hotel-locks-list-title">
            {locks.map((lock) => (
              <li
                key={lock._id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-6"
                data-testid="hotel-lock-row"
              >
                <p className="min-w-0 flex-1 basis-40 font-medium break-words text-slate-900">
                  {lock.name}
                </p>
                <p className="text-sm text-slate-600">
                  {lock.shared
                    ? t('adminPlatform.locks.shared')
                    : lock.room
                      ? t('adminPlatform.locks.room', { number: lock.room.number })
                      : t('adminPlatform.locks.unplaced')}
                </p>
                <p className="font-mono text-xs break-all text-slate-600">
                  {t('adminPlatform.locks.providerId', { id: lock.providerId })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </BorderedContainer>
    </section>
  );
}
