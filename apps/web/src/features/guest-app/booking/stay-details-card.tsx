import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { formatGuestDate } from '@/features/guest-app/components/format';
import { GuestCard } from '@/features/guest-app/components/guest-card';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Dates with the hotel's check-in and check-out times, room type, room and party. */
export function StayDetailsCard({ booking }: { booking: GuestBooking }) {
  const { t } = useTranslation();
  return (
    <GuestCard title={t('guestApp.booking.stay')}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail term={t('guestApp.booking.arrival')}>
          <span className="font-semibold">{formatGuestDate(booking.arrival)}</span>
          <span className="block text-slate-600">
            {t('guestApp.booking.checkInFrom', { time: booking.checkInTime })}
          </span>
        </Detail>
        <Detail term={t('guestApp.booking.departure')}>
          <span className="font-semibold">{formatGuestDate(booking.departure)}</span>
          <span className="block text-slate-600">
            {t('guestApp.booking.checkOutUntil', { time: booking.checkOutTime })}
          </span>
        </Detail>
        <Detail term={t('guestApp.booking.roomType')}>{booking.roomType.name}</Detail>
        <Detail term={t('guestApp.booking.room')}>
          {booking.room?.number ?? t('guestApp.booking.noRoom')}
        </Detail>
        <Detail term={t('guestApp.booking.guests')}>
          {t('guestApp.booking.adultsKids', { adults: booking.adults, kids: booking.kids })}
        </Detail>
      </dl>
    </GuestCard>
  );
}
