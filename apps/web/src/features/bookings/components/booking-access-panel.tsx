import { clsx } from 'clsx';
import { DoorClosed, DoorOpen, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Booking } from '@hotel/shared/contracts/bookings';
import type { BookingAccess } from '@hotel/shared/contracts/locks';
import type { LockAccessState } from '@hotel/shared/locks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useBookingAccess, useSyncBookingAccessMutation } from '../api/booking-access';

/** One tone per state (spec §4 lock access), so the desk sees at a glance who gets in. */
const stateTones: Record<LockAccessState, string> = {
  new: 'bg-slate-100 text-slate-700 ring-slate-200',
  pending: 'bg-sky-50 text-sky-800 ring-sky-200',
  access_allowed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  access_denied: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-slate-100 text-slate-700 ring-slate-200',
  canceled: 'bg-red-50 text-red-800 ring-red-200',
};

function SyncStatus({
  access,
  canEdit,
  bookingId,
}: {
  access: BookingAccess;
  canEdit: boolean;
  bookingId: string;
}) {
  const { t } = useTranslation();
  const mutation = useSyncBookingAccessMutation();
  const { status, error } = access.sync;
  const onRetry = () =>
    mutation.mutate(bookingId, {
      onSuccess: () => toast.success(t('bookings.access.retried')),
      onError: (failure) => toast.error(errorMessage(failure)),
    });
  const retry = canEdit && (
    <Button
      size="sm"
      variant="secondary"
      isLoading={mutation.isPending}
      onPress={onRetry}
      data-testid="booking-access-retry"
    >
      <RefreshCw aria-hidden className="size-4" />
      {t('bookings.access.retry')}
    </Button>
  );
  if (status === 'failed' || (status === 'pending' && error)) {
    return (
      <Alert
        tone={status === 'failed' ? 'error' : 'warning'}
        title={t(`bookings.access.sync.${status}`)}
        actions={retry}
        data-testid="booking-access-sync"
      >
        {error ?? t('bookings.access.sync.noMessage')}
      </Alert>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-slate-600" data-testid="booking-access-sync">
        {t('bookings.access.sync.label')}: {t(`bookings.access.sync.${status}`)}
      </span>
      {retry}
    </div>
  );
}

/**
 * The booking's door access (issue 15): its state now and why access is denied, the window, the
 * doors the code opens and whether the lock system holds it there, the entrance's own code,
 * and how the last sync with the lock system went, with a retry (manageBookings).
 */
export function BookingAccessPanel({ booking, canEdit }: { booking: Booking; canEdit: boolean }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const query = useBookingAccess(booking._id);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy>
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const access = query.data;

  return (
    <div className="flex flex-col gap-4" data-testid="booking-access">
      <div className="flex flex-col gap-1">
        <span
          className={clsx(
            'inline-flex w-fit items-center rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset',
            stateTones[access.state],
          )}
          data-testid="booking-access-state"
          data-state={access.state}
        >
          {t(`bookings.access.state.${access.state}`)}
        </span>
        {access.reason && (
          <p className="text-sm text-amber-800" data-testid="booking-access-reason">
            {t(`bookings.access.reason.${access.reason}`)}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('bookings.access.window')}</dt>
        <dd data-testid="booking-access-window">
          {t('bookings.access.windowRange', {
            from: dates.dateTime(access.window.from),
            until: dates.dateTime(access.window.until),
          })}
        </dd>
        <dt className="text-slate-500">{t('bookings.access.method.label')}</dt>
        <dd>{t(`bookings.access.method.${access.method}`)}</dd>
        {access.entranceCode && (
          <>
            <dt className="text-slate-500">{t('bookings.access.entranceCode')}</dt>
            <dd className="font-mono tracking-wider" data-testid="booking-access-entrance-code">
              {access.entranceCode}
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="booking-access-doors" className="flex flex-col gap-2">
        <h3 id="booking-access-doors" className="text-sm font-semibold text-slate-900">
          {t('bookings.access.doors')}
        </h3>
        {access.doors.length === 0 ? (
          <p className="text-sm text-slate-600">{t('bookings.access.noDoors')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
            {access.doors.map(({ lock, granted }) => {
              const Icon = granted ? DoorOpen : DoorClosed;
              return (
                <li
                  key={lock._id}
                  className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                  data-testid="booking-access-door"
                  data-granted={granted || undefined}
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Icon
                      aria-hidden
                      className={clsx(
                        'size-4 shrink-0',
                        granted ? 'text-emerald-700' : 'text-slate-400',
                      )}
                    />
                    <span className="truncate">{lock.name}</span>
                    {lock.shared && (
                      <span className="text-xs text-slate-500">
                        {t('bookings.access.entrance')}
                      </span>
                    )}
                  </span>
                  <span className={granted ? 'text-emerald-800' : 'text-slate-500'}>
                    {t(granted ? 'bookings.access.granted' : 'bookings.access.notGranted')}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <SyncStatus access={access} canEdit={canEdit} bookingId={booking._id} />
    </div>
  );
}
