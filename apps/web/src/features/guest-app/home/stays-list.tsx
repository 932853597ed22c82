import { CalendarOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestBookingType } from '@hotel/shared/guest-app';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { GuestAppConfig } from '@/features/guest-app/api/get-guest-app-config';
import { useGuestBookings } from '@/features/guest-app/api/get-guest-bookings';
import { apiErrorText } from '@/features/guest-app/components/api-error-text';
import { guestButtonClasses } from '@/features/guest-app/components/guest-button-classes';
import { StayCard } from '@/features/guest-app/home/stay-card';
import { StaysPagination } from '@/features/guest-app/home/stays-pagination';

const EMPTY_KEYS: Record<GuestBookingType, { title: string; text: string }> = {
  active: { title: 'guestApp.home.emptyActiveTitle', text: 'guestApp.home.emptyActiveText' },
  history: { title: 'guestApp.home.emptyHistoryTitle', text: 'guestApp.home.emptyHistoryText' },
};

/** One tab's stays, a page at a time. */
export function StaysList({
  config,
  hotel,
  bookingType,
  page,
  onPageChange,
}: {
  config: GuestAppConfig;
  hotel: string;
  bookingType: GuestBookingType;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const query = useGuestBookings(config, bookingType, page);
  // A page past the end (an old link, a stay that moved to the past tab): back to the first.
  const isPastTheEnd = !query.isPlaceholderData && query.data?.items.length === 0 && page > 1;
  useEffect(() => {
    if (isPastTheEnd) onPageChange(1, { replace: true });
  }, [isPastTheEnd, onPageChange]);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-3" data-testid="guest-stays-loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-28 w-full rounded-2xl bg-white/60" />
        ))}
        <span className="sr-only" role="status">
          {t('app.common.loading')}
        </span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        tone="error"
        title={t('guestApp.home.loadFailed')}
        actions={
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={guestButtonClasses('secondary', { size: 'sm' })}
          >
            {t('app.common.retry')}
          </button>
        }
      >
        {apiErrorText(query.error)}
      </Alert>
    );
  }

  const { items, total, limit } = query.data;
  if (items.length === 0 && page === 1) {
    const keys = EMPTY_KEYS[bookingType];
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white/95 px-6 py-10 text-center shadow-lg">
        <span className="flex size-12 items-center justify-center rounded-full bg-(color:--guest-accent) text-(color:--guest-accent-text)">
          <CalendarOff aria-hidden className="size-6" />
        </span>
        <h3 className="text-base font-semibold text-slate-900">{t(keys.title)}</h3>
        <p className="max-w-sm text-sm text-slate-600">{t(keys.text, { hotel: config.name })}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" aria-busy={query.isPlaceholderData || undefined}>
        {items.map((booking) => (
          <StayCard key={booking._id} booking={booking} hotel={hotel} />
        ))}
      </ul>
      <StaysPagination
        page={page}
        pageCount={Math.max(1, Math.ceil(total / Math.max(1, limit)))}
        onChange={onPageChange}
      />
    </div>
  );
}
