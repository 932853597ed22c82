import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { computeStayPrice } from '@hotel/shared/pricing';
import type { PublicHotel } from '@hotel/shared/contracts/public-hotel';
import type { FlowState } from '@/features/public-page/flow/booking-flow';
import { formatPrice, formatStayRange } from '@/features/public-page/flow/format';
import { publicRoomTypesQueryOptions } from '@/features/public-page/api/get-public-room-types';

/** The booking as the earlier steps showed it: dates, guests, room type, services, total. */
export function useBookingSummary(hotel: PublicHotel, state: FlowState) {
  const {
    data: roomTypes,
    isPending,
    error,
  } = useQuery(publicRoomTypesQueryOptions(hotel.symbol_code));
  const roomType = roomTypes?.find((type) => type._id === state.roomType);
  const services = roomType?.services.filter((service) => state.services.includes(service._id));
  const price =
    roomType && services && state.arrival && state.departure
      ? computeStayPrice(
          {
            arrival: state.arrival,
            departure: state.departure,
            adults: state.adults,
            kids: state.kids,
            extraBeds: 0,
          },
          roomType,
          services,
        )
      : null;
  return { roomType, price, isPending, error };
}

export type BookingSummaryData = ReturnType<typeof useBookingSummary>;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function BookingSummary({
  hotel,
  state,
  summary,
}: {
  hotel: PublicHotel;
  state: FlowState;
  summary: BookingSummaryData;
}) {
  const { t } = useTranslation();
  const { roomType, price } = summary;
  const currency = hotel.setting.currency;
  if (!roomType || !price) return null;
  return (
    <dl className="divide-y divide-slate-100 text-sm" data-testid="public-booking-summary">
      <Row label={t('publicBooking.payment.summary.dates')}>
        {formatStayRange(state.arrival, state.departure)}
      </Row>
      <Row label={t('publicBooking.payment.summary.nights')}>
        {t('publicBooking.payment.summary.nightCount', { count: price.nights })}
      </Row>
      <Row label={t('publicBooking.payment.summary.guests')}>
        {state.kids > 0
          ? t('publicBooking.payment.summary.adultsAndKids', {
              adults: state.adults,
              kids: state.kids,
              count: state.adults,
            })
          : t('publicBooking.payment.summary.adults', { count: state.adults })}
      </Row>
      <Row label={t('publicBooking.payment.summary.roomType')}>
        <span className="block">{roomType.name}</span>
        <span className="block text-xs font-normal text-slate-500">
          {formatPrice(price.room, currency)}
        </span>
      </Row>
      {price.services.map((service) => (
        <Row key={service._id} label={service.name}>
          {formatPrice(service.amount, currency)}
        </Row>
      ))}
      <div className="flex justify-between gap-4 pt-3 text-base">
        <dt className="font-semibold text-slate-900">{t('publicBooking.payment.summary.total')}</dt>
        <dd className="font-semibold text-slate-900" data-testid="public-booking-total">
          {formatPrice(price.total, currency)}
        </dd>
      </div>
    </dl>
  );
}
