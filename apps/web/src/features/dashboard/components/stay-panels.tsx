import { BedDouble, CircleCheck, LogIn, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingListItem, DashboardArrival } from '@hotel/shared/contracts/bookings';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { guestName } from '@/lib/guest-data/guest-name';
import { intlLocale } from '@/lib/i18n';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useHasPermission } from '@/lib/session/use-session';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { useDashboard } from '../api/get-dashboard';
import { TodayCounts } from './today-counts';

/** "Mo." / "Mon": stay dates are calendar days, so UTC keeps them from shifting a day. */
function weekdayShort(isoDate: string) {
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** An arrival whose guest finished self check-in: a small badge beside the status. */
function SelfCheckInBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
      data-testid="self-check-in-badge"
    >
      <CircleCheck aria-hidden className="size-3.5" />
      {t('dashboard.stays.selfCheckIn')}
    </span>
  );
}

function isSelfCheckedIn(booking: BookingListItem | DashboardArrival) {
  return 'selfCheckInCompleted' in booking && booking.selfCheckInCompleted;
}

function StayRow({
  booking,
  date,
  canOpen,
}: {
  booking: BookingListItem | DashboardArrival;
  date: string;
  canOpen: boolean;
}) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const unit = useUnitContext();
  const guest = guestName(booking.mainGuest) || t('dashboard.stays.noGuest');
  const className =
    'flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:gap-3' +
    (canOpen ? ' hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none' : '');
  const content = (
    <>
      {/* Two lines on phones, so the guest's name is not cut down to one letter. */}
      <span className="flex min-w-0 flex-1 items-center gap-3">
        <span className="w-36 shrink-0 text-sm font-medium text-slate-900 tabular-nums">
          {weekdayShort(date)} {dates.date(date)}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{guest}</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-xs text-slate-500">
          {booking.room
            ? t('dashboard.stays.room', { ...unit, number: booking.room.number })
            : t('dashboard.stays.unassigned')}
          {' · '}
          {t('dashboard.stays.number', { number: booking.number })}
        </span>
        {isSelfCheckedIn(booking) && <SelfCheckInBadge />}
        <BookingStatusBadge status={booking.status} />
      </span>
    </>
  );
  // A member without viewBookings sees who comes and goes, but cannot open the booking.
  return (
    <li>
      {canOpen ? (
        <Link to={`/booking/${booking._id}`} data-testid="dashboard-stay" className={className}>
          {content}
        </Link>
      ) : (
        <div data-testid="dashboard-stay" className={className}>
          {content}
        </div>
      )}
    </li>
  );
}

function StayPanel({
  title,
  icon,
  bookings,
  dateOf,
  emptyText,
  testId,
  canOpen,
}: {
  title: string;
  icon: ReactNode;
  bookings: (BookingListItem | DashboardArrival)[];
  dateOf: (booking: BookingListItem) => string;
  emptyText: string;
  testId: string;
  canOpen: boolean;
}) {
  return (
    <div data-testid={testId}>
      <Card>
        <CardHeader title={title} icon={icon} />
        {bookings.length === 0 ? (
          <CardBody>
            <p className="text-sm text-slate-500">{emptyText}</p>
          </CardBody>
        ) : (
          <ul className="divide-y divide-slate-100">
            {bookings.map((booking) => (
              <StayRow
                key={booking._id}
                booking={booking}
                date={dateOf(booking)}
                canOpen={canOpen}
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/**
 * Spec §2: today's counts, next arrivals, next departures and tonight's occupancy, for every
 * member of the hotel (always shown); bookings open only with viewBookings.
 */
export function StayPanels() {
  const { t } = useTranslation();
  const unit = useUnitContext();
  const canOpen = useHasPermission('viewBookings');
  const query = useDashboard();
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const { arrivals, departures, occupancy, today, todayCounts } = query.data;
  const percent =
    occupancy.totalRooms > 0
      ? Math.round((occupancy.occupiedRooms / occupancy.totalRooms) * 100)
      : 0;
  return (
    <div className="flex flex-col gap-6">
      <TodayCounts counts={todayCounts} today={today} canOpenList={canOpen} />
      <Card>
        <CardHeader
          title={t('dashboard.stays.occupancyTitle')}
          icon={<BedDouble aria-hidden className="size-5" />}
        />
        <CardBody className="flex flex-col gap-2">
          <p className="text-sm text-slate-700" data-testid="occupancy">
            {t('dashboard.stays.occupancy', {
              ...unit,
              occupied: occupancy.occupiedRooms,
              count: occupancy.totalRooms,
            })}
          </p>
          <div
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('dashboard.stays.occupancyTitle')}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
        </CardBody>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <StayPanel
          title={t('dashboard.stays.arrivals')}
          icon={<LogIn aria-hidden className="size-5" />}
          bookings={arrivals}
          dateOf={(booking) => booking.arrival}
          emptyText={t('dashboard.stays.noArrivals')}
          testId="next-arrivals"
          canOpen={canOpen}
        />
        <StayPanel
          title={t('dashboard.stays.departures')}
          icon={<LogOut aria-hidden className="size-5" />}
          bookings={departures}
          dateOf={(booking) => booking.departure}
          emptyText={t('dashboard.stays.noDepartures')}
          testId="next-departures"
          canOpen={canOpen}
        />
      </div>
    </div>
  );
}
