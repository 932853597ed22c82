import type { GuestBooking } from '@hotel/shared/contracts/guest-app';
import { useTranslation } from 'react-i18next';
import { formatStayDate } from '@/lib/date-format';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-sm text-slate-600 sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="text-sm font-medium text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The stay as booked: dates with the hotel's times, room, persons and who is on it. */
export function StaySummary({ booking }: { booking: GuestBooking }) {
  const { t } = useTranslation();
  const room = booking.room
    ? t('selfCheckIn.stay.roomNumber', { type: booking.roomType.name, number: booking.room.number })
    : booking.roomType.name;
  const persons = [
    t('selfCheckIn.stay.adults', { count: booking.adults }),
    booking.kids > 0 ? t('selfCheckIn.stay.kids', { count: booking.kids }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="flex flex-col gap-2" data-testid="stay-summary">
      <Row
        label={t('selfCheckIn.stay.arrival')}
        value={t('selfCheckIn.stay.dateFrom', {
          date: formatStayDate(booking.arrival),
          time: booking.checkInTime,
        })}
      />
      <Row
        label={t('selfCheckIn.stay.departure')}
        value={t('selfCheckIn.stay.dateUntil', {
          date: formatStayDate(booking.departure),
          time: booking.checkOutTime,
        })}
      />
      <Row label={t('selfCheckIn.stay.nights')} value={String(booking.nights)} />
      <Row label={t('selfCheckIn.stay.room')} value={room} testId="stay-room" />
      <Row label={t('selfCheckIn.stay.persons')} value={persons} />
      <Row
        label={t('selfCheckIn.stay.guests')}
        value={booking.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(', ')}
      />
    </dl>
  );
}
