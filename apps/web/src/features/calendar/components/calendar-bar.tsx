import { clsx } from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { toneOf } from './calendar-bar-tones';
import { barText } from './calendar-bar-text';
import type { BarLayout } from './calendar-layout';
import { DAY_WIDTH } from './calendar-metrics';

/**
 * A stay that began left of the first fully visible day (scrolled away, or before the chart's
 * range) starts its label at that day, so the name shows, not its tail. Computed per visible
 * day instead of position: sticky, because a sticky label per bar made each one a compositor
 * layer and frames slow while scrolling.
 */
export function labelShiftOf(bar: BarLayout, firstVisibleDay: number) {
  return bar.startDay + 0.5 < firstVisibleDay && bar.endDay > firstVisibleDay
    ? (firstVisibleDay - bar.startDay - 0.5) * DAY_WIDTH
    : 0;
}

/**
 * One stay (or a channel's blocked period, or a conflict waiting unassigned, each drawn its own
 * way by toneOf): from the middle of the arrival day to the middle of the departure day, so a
 * departure and the next arrival in the same room sit side by side.
 */
export const CalendarBar = memo(function CalendarBar({
  bar,
  left,
  labelShift = 0,
  formatDate,
  isDraggable,
  isGhost = false,
}: {
  bar: BarLayout;
  /** x of day 0 inside the row (the room column's width). */
  left: number;
  /** How far right of the bar's start its label begins: see labelShiftOf. */
  labelShift?: number;
  /** A stay date in the hotel's format (spec: dateFormat), for the spoken label. */
  formatDate: (date: string) => string;
  isDraggable: boolean;
  isGhost?: boolean;
}) {
  const { t } = useTranslation();
  const { booking } = bar;
  const { classes, Icon } = toneOf(booking);
  const isBlock = booking.kind === 'block';
  const x = left + (bar.startDay + 0.5) * DAY_WIDTH;
  const width = (bar.endDay - bar.startDay) * DAY_WIDTH - 2;
  const source = isBlock ? t(`calendar.source.${booking.source}`) : '';
  const dates = { arrival: formatDate(booking.arrival), departure: formatDate(booking.departure) };
  // A block has no guest or status to speak of: it says what it is and whose it is.
  const label = isBlock
    ? t('calendar.bar.blockLabel', { number: booking.number, source, ...dates })
    : t('calendar.bar.label', {
        number: booking.number,
        guest: booking.guestName || t('calendar.bar.noGuest'),
        status: t(`bookingStatus.${booking.status}`),
        ...dates,
      });
  return (
    <div
      role={isGhost ? undefined : 'link'}
      tabIndex={isGhost ? undefined : 0}
      aria-hidden={isGhost || undefined}
      data-booking-id={isGhost ? undefined : booking._id}
      data-draggable={isDraggable || undefined}
      data-kind={booking.kind}
      data-conflict={booking.channelConflict || undefined}
      className={clsx(
        'absolute top-1 bottom-1 flex items-center overflow-clip rounded-md px-1.5 text-xs font-medium select-none ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
        classes,
        isDraggable ? 'cursor-grab touch-none' : 'cursor-pointer',
        isGhost && 'pointer-events-none z-10 opacity-80 shadow-lg',
      )}
      style={{ left: x, width: Math.max(width, 8) }}
    >
      {isDraggable && (
        <span
          data-handle="start"
          className="absolute inset-y-0 left-0 w-2 cursor-ew-resize hover:bg-black/10"
        />
      )}
      <span
        data-testid="calendar-bar-label"
        className="flex min-w-0 items-center gap-1"
        style={labelShift ? { marginLeft: labelShift } : undefined}
      >
        <Icon aria-hidden className="size-3.5 shrink-0" />
        {/* Hidden from the accessible name: initials would not be part of the spoken label. */}
        <span aria-hidden className="truncate" data-testid="calendar-bar-text">
          {isBlock
            ? t('calendar.bar.blocked', { source })
            : barText(booking.guestName, booking.number, width - labelShift)}
        </span>
      </span>
      {!isGhost && (
        <span className="sr-only">
          {booking.channelConflict ? `${label}. ${t('calendar.bar.conflict')}` : label}
        </span>
      )}
      {isDraggable && (
        <span
          data-handle="end"
          className="absolute inset-y-0 right-0 w-2 cursor-ew-resize hover:bg-black/10"
        />
      )}
    </div>
  );
});
