import { BedDouble, CalendarDays, CheckCircle2, ChevronRight, DoorClosed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuestBookingSummary } from '@hotel/shared/contracts/guest-app';
import { RouteLink } from '@/lib/page-router/route-link';
import { formatGuestDate } from '@/features/guest-app/components/format';
import { GuestStatusBadge } from '@/features/guest-app/components/guest-status-badge';

/** One stay in the list: the whole card opens the booking. */
export function StayCard({ booking, hotel }: { booking: GuestBookingSummary; hotel: string }) {
  const { t } = useTranslation();
  return (
    <li>
      <RouteLink
        to={`/guest_app/${encodeURIComponent(hotel)}/${encodeURIComponent(booking._id)}`}
        className="group flex items-center gap-3 rounded-2xl bg-white/95 p-4 shadow-lg transition outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-white sm:p-5"
        data-testid="guest-stay-card"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">
              {t('guestApp.home.bookingNumber', { number: booking.number })}
            </span>
            <GuestStatusBadge status={booking.status} />
            {booking.selfCheckInCompleted && (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
                <CheckCircle2 aria-hidden className="size-3.5" />
                {t('guestApp.home.selfCheckInDone')}
              </span>
            )}
          </div>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-slate-500" />
            <span>
              {formatGuestDate(booking.arrival)} – {formatGuestDate(booking.departure)}
              <span className="text-slate-500">
                {' · '}
                {t('guestApp.home.nights', { count: booking.nights })}
              </span>
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-2">
              <BedDouble aria-hidden className="size-4 shrink-0 text-slate-500" />
              {booking.roomType.name}
            </span>
            <span className="inline-flex items-center gap-2">
              <DoorClosed aria-hidden className="size-4 shrink-0 text-slate-500" />
              {booking.room
                ? t('guestApp.home.room', { number: booking.room.number })
                : t('guestApp.home.noRoom')}
            </span>
          </p>
        </div>
        <ChevronRight
          aria-hidden
          className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5"
        />
      </RouteLink>
    </li>
  );
}
