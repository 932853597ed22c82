import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CheckCircle2, Mail, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '@hotel/shared/contracts/public-booking';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { publicBookingQueryOptions } from '@/features/public-page/api/public-booking-calls';
import type { StepProps } from '@/features/public-page/flow/booking-flow';
import { bookingIcs, downloadIcs } from '@/features/public-page/flow/booking-ics';
import { formatPrice, formatStayRange } from '@/features/public-page/flow/format';
import { forgetBookingAttempt } from '@/features/public-page/flow/guest-details-store';
import { PaymentStatus } from '@/features/public-page/flow/payment-status';

/** While the provider's webhook has not arrived: ask every 3 s, for at most 2 minutes. */
export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_POLL_LIMIT_MS = 2 * 60_000;

function isAwaitingPayment(booking: PublicBooking | undefined, checkout: string) {
  return (
    checkout === 'success' &&
    booking?.payment.method === 'online' &&
    booking.payment.status === 'pending'
  );
}

function useBookingWithPaymentPolling(booking: string, receipt: string, checkout: string) {
  const [isPollOver, setIsPollOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsPollOver(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const query = useQuery({
    ...publicBookingQueryOptions(booking, receipt),
    enabled: Boolean(booking && receipt),
    refetchInterval: (current) =>
      !isPollOver && isAwaitingPayment(current.state.data, checkout) ? PAYMENT_POLL_MS : false,
  });
  return { ...query, isWaiting: !isPollOver && isAwaitingPayment(query.data, checkout) };
}

function SummaryRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function BookingFacts({ booking }: { booking: PublicBooking }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <SummaryRow label={t('publicBooking.payment.summary.dates')}>
        {formatStayRange(booking.arrival, booking.departure)}
      </SummaryRow>
      <SummaryRow label={t('publicBooking.payment.summary.nights')}>
        {t('publicBooking.payment.summary.nightCount', { count: booking.nights })}
      </SummaryRow>
      <SummaryRow label={t('publicBooking.payment.summary.guests')}>
        {booking.kids > 0
          ? t('publicBooking.payment.summary.adultsAndKids', {
              adults: booking.adults,
              kids: booking.kids,
              count: booking.adults,
            })
          : t('publicBooking.payment.summary.adults', { count: booking.adults })}
      </SummaryRow>
      <SummaryRow label={t('publicBooking.payment.summary.roomType')}>
        {booking.roomType.name}
      </SummaryRow>
      {booking.services.map((service) => (
        <SummaryRow key={service._id} label={service.name}>
          {formatPrice(service.amount, booking.currency)}
        </SummaryRow>
      ))}
      <div className="flex justify-between gap-4 pt-3 text-base">
        <dt className="font-semibold text-slate-900">{t('publicBooking.payment.summary.total')}</dt>
        <dd className="font-semibold text-slate-900">
          {formatPrice(booking.total, booking.currency)}
        </dd>
      </div>
    </dl>
  );
}

function WhatHappensNext({ booking, hotel }: { booking: PublicBooking; hotel: PublicHotel }) {
  const { t } = useTranslation();
  const { contact } = hotel;
  return (
    <section aria-labelledby="public-next-title" className="flex flex-col gap-3">
      <h3 id="public-next-title" className="text-base font-semibold text-slate-900">
        {t('publicBooking.done.next.title')}
      </h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>{t('publicBooking.done.next.email', { email: booking.guest.email })}</li>
        <li>{t('publicBooking.done.next.hotelConfirms', { hotel: hotel.name })}</li>
        <li>
          {t('publicBooking.done.next.times', {
            checkIn: booking.checkInTime,
            checkOut: booking.checkOutTime,
          })}
        </li>
        <li>{t('publicBooking.done.next.contact')}</li>
      </ol>
      <div className="flex flex-col gap-1 text-sm">
        {contact.phone && (
          <a
            href={`tel:${contact.phone}`}
            className="inline-flex items-center gap-2 text-primary hover:underline"
          >
            <Phone aria-hidden className="size-4" />
            {contact.phone}
          </a>
        )}
        {contact.email && (
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-2 text-primary hover:underline"
          >
            <Mail aria-hidden className="size-4" />
            {contact.email}
          </a>
        )}
      </div>
    </section>
  );
}

/** Step 6: the booking number, what was booked, how to pay, and what comes next. */
export function ConfirmationStep({ hotel, flow }: StepProps) {
  const { t } = useTranslation();
  const { booking: bookingId, receipt, checkout } = flow.state;
  const query = useBookingWithPaymentPolling(bookingId, receipt, checkout);
  const booking = query.data;

  // The booking is made: the next visit starts with an empty form and a new attempt.
  useEffect(() => {
    if (booking) forgetBookingAttempt(hotel.symbol_code);
  }, [booking, hotel.symbol_code]);

  if (!bookingId || !receipt || query.isError) {
    return (
      <Alert
        tone="error"
        actions={
          <Button variant="secondary" onPress={() => flow.go('dates')}>
            {t('publicBooking.done.startOver')}
          </Button>
        }
      >
        {query.isError ? errorMessage(query.error) : t('publicBooking.done.missing')}
      </Alert>
    );
  }
  if (!booking) return <PageSpinner />;

  const saveToCalendar = () => {
    const summary = t('publicBooking.done.icsSummary', {
      hotel: booking.hotel.name,
      number: booking.number,
    });
    downloadIcs(
      `booking-${booking.number}.ics`,
      bookingIcs({ booking, address: hotel.contact.address, now: new Date(), summary }),
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardBody className="flex flex-col items-center gap-2 py-8 text-center">
          <CheckCircle2 aria-hidden className="size-10 text-emerald-600" />
          <h2 className="text-lg font-semibold text-slate-900">{t('publicBooking.done.title')}</h2>
          <p className="text-sm text-slate-600">{t('publicBooking.done.numberLabel')}</p>
          <p
            className="text-4xl font-bold tracking-wide text-slate-900"
            data-testid="public-booking-number"
          >
            {booking.number}
          </p>
          <p className="text-sm text-slate-600">
            {t('publicBooking.done.thanks', { name: booking.guest.firstName })}
          </p>
        </CardBody>
      </Card>
      <Card aria-labelledby="public-done-summary">
        <CardBody className="flex flex-col gap-3 py-6">
          <h3 id="public-done-summary" className="text-base font-semibold text-slate-900">
            {t('publicBooking.done.summaryTitle')}
          </h3>
          <BookingFacts booking={booking} />
          <Button variant="secondary" onPress={saveToCalendar}>
            <CalendarPlus aria-hidden className="size-4" />
            {t('publicBooking.done.addToCalendar')}
          </Button>
        </CardBody>
      </Card>
      <Card aria-labelledby="public-done-payment">
        <CardBody className="flex flex-col gap-3 py-6">
          <h3 id="public-done-payment" className="text-base font-semibold text-slate-900">
            {t('publicBooking.done.paymentTitle')}
          </h3>
          <PaymentStatus booking={booking} checkout={checkout} isWaiting={query.isWaiting} />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="py-6">
          <WhatHappensNext booking={booking} hotel={hotel} />
        </CardBody>
      </Card>
    </div>
  );
}
