import { Ban, TriangleAlert } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { nightsBetween } from '@hotel/shared/stay-dates';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { formatMoney, useHotelCurrency } from '@/lib/money';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import type { CalendarLayout } from './calendar-layout';

export const BOOKING_CARD_ID = 'calendar-booking-card';

/** The bar a card is shown for, and where that bar is on screen. */
export interface CardTarget {
  bookingId: string;
  rowKey: string;
  rect: { top: number; bottom: number; left: number; width: number };
}

const CARD_WIDTH = 272;
const CARD_GAP = 6;
/** Room under the bar for the card; otherwise it opens above. */
const CARD_HEIGHT_ESTIMATE = 230;

function cardPosition(rect: CardTarget['rect']) {
  const left = Math.min(
    Math.max(8, rect.left + Math.min(rect.width, CARD_WIDTH) / 2 - CARD_WIDTH / 2),
    window.innerWidth - CARD_WIDTH - 8,
  );
  const fitsBelow = rect.bottom + CARD_GAP + CARD_HEIGHT_ESTIMATE < window.innerHeight;
  return fitsBelow
    ? { left, top: rect.bottom + CARD_GAP }
    : { left, bottom: window.innerHeight - rect.top + CARD_GAP };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The facts of one booking next to its bar, on hover and on keyboard focus: guest, dates,
 * nights, status, balance, room and source; for a channel's blocked period only what it blocks
 * and whose it is, and for a conflict what to do about it. One card for the whole chart, drawn only while a bar is
 * pointed at (never while scrolling), so the bars themselves stay cheap.
 */
export function CalendarBookingCard({
  layout,
  target,
}: {
  layout: CalendarLayout;
  target: CardTarget;
}) {
  const { t } = useTranslation();
  // The desk's dates in the hotel's format, like every other staff page (spec: dateFormat).
  const dates = useHotelDates();
  const currency = useHotelCurrency();
  const bar = layout.barsByRow
    .get(target.rowKey)
    ?.find((item) => item.booking._id === target.bookingId);
  if (!bar) return null;
  const { booking } = bar;
  const row = layout.rows.find((item) => item.key === target.rowKey);
  const roomType = layout.rows.find(
    (item) => item.kind === 'group' && item.roomTypeId === booking.roomTypeId,
  );
  const room = row?.kind === 'room' ? row.label : t('calendar.row.unassigned');
  const nights = nightsBetween(booking.arrival, booking.departure);
  const isBlock = booking.kind === 'block';
  const source = t(`calendar.source.${booking.source}`);
  const balance =
    booking.openAmount > 0
      ? t('calendar.card.open', { amount: formatMoney(booking.openAmount, currency) })
      : booking.openAmount < 0
        ? t('calendar.card.credit', { amount: formatMoney(-booking.openAmount, currency) })
        : t('calendar.card.settled');

  return createPortal(
    <div
      id={BOOKING_CARD_ID}
      role="tooltip"
      data-testid="calendar-booking-card"
      className="pointer-events-none fixed z-50 rounded-lg border border-slate-200 bg-white p-3 text-xs shadow-lg"
      style={{ width: CARD_WIDTH, ...cardPosition(target.rect) }}
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <p className="text-sm font-semibold break-words text-slate-900">
          {isBlock ? t('calendar.card.blockTitle') : booking.guestName || t('calendar.bar.noGuest')}
        </p>
        {!isBlock && <BookingStatusBadge status={booking.status} />}
      </div>
      {booking.channelConflict && (
        <p
          className="mb-2 flex gap-1.5 rounded-md bg-red-50 px-2 py-1.5 font-medium text-red-900"
          data-testid="calendar-card-conflict"
        >
          <TriangleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          {t('calendar.card.conflict')}
        </p>
      )}
      {isBlock && (
        <p
          className="mb-2 flex gap-1.5 rounded-md bg-slate-100 px-2 py-1.5 text-slate-700"
          data-testid="calendar-card-block"
        >
          <Ban aria-hidden className="mt-px size-3.5 shrink-0" />
          {t('calendar.card.blockNote', { source })}
        </p>
      )}
      <dl className="space-y-1">
        <Fact label={t('calendar.card.booking')}>#{booking.number}</Fact>
        <Fact label={t('calendar.card.dates')}>
          {dates.date(booking.arrival)} – {dates.date(booking.departure)}
        </Fact>
        <Fact label={t('calendar.card.nights')}>
          {t('calendar.card.nightCount', { count: nights })}
        </Fact>
        <Fact label={t('calendar.card.room')}>
          {roomType?.kind === 'group' ? `${room} · ${roomType.label}` : room}
        </Fact>
        <Fact label={t('calendar.card.source')}>
          <span data-testid="calendar-card-source">{source}</span>
        </Fact>
        {/* A block has no price, so no balance either. */}
        {!isBlock && (
          <Fact label={t('calendar.card.balance')}>
            <span data-testid="calendar-card-balance">{balance}</span>
          </Fact>
        )}
      </dl>
    </div>,
    document.body,
  );
}
