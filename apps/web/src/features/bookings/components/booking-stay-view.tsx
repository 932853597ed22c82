import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useHotelDates } from '@/lib/session/use-hotel-dates';

/** One fact of a stay as read-only text (label above on phones, beside it on wider screens). */
export function StayFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-slate-500 sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The stay as stored, for whoever may only look (viewBookings) or once the booking is final:
 * text to read, not a form whose fields are greyed out.
 */
export function BookingStayView({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const currency = useHotelCurrency();
  const dates = useHotelDates();
  const money = (minor: number) => formatMoney(minor, currency);
  const persons = [
    t('bookings.read.adults', { count: booking.adults }),
    booking.kids > 0 && t('bookings.read.kids', { count: booking.kids }),
    booking.extraBeds > 0 && t('bookings.read.extraBeds', { count: booking.extraBeds }),
  ].filter(Boolean);

  return (
    <dl className="flex flex-col gap-3 text-sm" data-testid="booking-stay-view">
      <StayFact label={t('bookings.form.arrival')}>
        <span data-testid="stay-arrival">{dates.date(booking.arrival)}</span>
      </StayFact>
      <StayFact label={t('bookings.form.departure')}>
        <span data-testid="stay-departure">{dates.date(booking.departure)}</span>
        <span className="text-slate-500">
          {' · '}
          {t('bookings.list.nightsCount', { count: booking.nights })}
        </span>
      </StayFact>
      <StayFact label={t('bookings.read.roomType')}>
        <span data-testid="stay-room-type">{booking.roomType.name}</span>
      </StayFact>
      <StayFact label={t('bookings.read.room')}>
        <span data-testid="stay-room">{booking.room?.number ?? t('bookings.read.noRoom')}</span>
      </StayFact>
      <StayFact label={t('bookings.read.persons')}>{persons.join(', ')}</StayFact>
      <StayFact label={t('bookings.read.services')}>
        {booking.services.length === 0 ? (
          <span className="text-slate-500">{t('bookings.read.noServices')}</span>
        ) : (
          <ul data-testid="stay-services">
            {booking.services.map((service) => (
              <li key={service._id} className="flex justify-between gap-3">
                <span>{service.name}</span>
                <span className="tabular-nums">{money(service.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </StayFact>
      <StayFact label={t('bookings.read.price')}>
        <span className="font-semibold tabular-nums" data-testid="price-total">
          {money(booking.price)}
        </span>
        {booking.isPriceOverridden && (
          <span className="ml-2 text-slate-500">
            {t('bookings.read.priceManual', { computed: money(booking.computedPrice) })}
          </span>
        )}
      </StayFact>
      <StayFact label={t('bookings.read.notice')}>
        <span className="whitespace-pre-line">{booking.notice || t('bookings.read.noNotice')}</span>
      </StayFact>
    </dl>
  );
}
