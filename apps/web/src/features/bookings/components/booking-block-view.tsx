import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@hotel/shared/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import { useUnitContext } from '@/lib/session/use-unit-labels';
import { BookingHistoryCard } from './booking-history';
import { StayFact } from './booking-stay-view';

/**
 * A channel's blocked period (e.g. an owner stay at Smoobu), opened from the calendar. It holds
 * its room like a stay but has no guest, price, payments or messages, and its channel owns it:
 * the page shows what it blocks and says where it is changed, with nothing to edit here.
 */
export function BookingBlockView({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const dates = useHotelDates();
  const unit = useUnitContext();
  const source = t(`bookings.source.${booking.source}`);
  return (
    <PageContainer type="detail">
      <PageHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Ban aria-hidden className="size-5 text-slate-500" />
            {t('bookings.block.heading', { number: booking.number })}
          </span>
        }
        description={
          <span data-testid="booking-summary">
            {[
              `${dates.date(booking.arrival)} – ${dates.date(booking.departure)}`,
              t('bookings.list.nightsCount', { count: booking.nights }),
            ].join(' · ')}
          </span>
        }
      />
      <Alert
        className="mb-4"
        data-testid="block-note"
        title={t('bookings.block.title', { source })}
      >
        {t('bookings.block.text', { ...unit, source })}
      </Alert>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader title={t('bookings.block.period')} />
          <CardBody>
            <dl className="flex flex-col gap-3 text-sm" data-testid="booking-block-view">
              <StayFact label={t('bookings.form.arrival')}>{dates.date(booking.arrival)}</StayFact>
              <StayFact label={t('bookings.form.departure')}>
                {dates.date(booking.departure)}
              </StayFact>
              <StayFact label={t('bookings.read.roomType', unit)}>{booking.roomType.name}</StayFact>
              <StayFact label={t('bookings.read.room', unit)}>
                {booking.room?.number ?? t('bookings.read.noRoom')}
              </StayFact>
              <StayFact label={t('bookings.fields.source')}>{source}</StayFact>
              {booking.notice && (
                <StayFact label={t('bookings.read.notice')}>
                  <span className="whitespace-pre-line">{booking.notice}</span>
                </StayFact>
              )}
            </dl>
          </CardBody>
        </Card>
        <BookingHistoryCard entries={booking.history} />
      </div>
    </PageContainer>
  );
}
