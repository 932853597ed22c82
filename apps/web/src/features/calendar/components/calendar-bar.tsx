import { clsx } from 'clsx';
import { Check, CircleDot, Clock, LogIn, X, type LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@hotel/shared/booking-status';
import { formatDay } from './calendar-dates';
import type { BarLayout } from './calendar-layout';
import { DAY_WIDTH } from './calendar-metrics';

/** The status badge's tones, stronger for a bar; the icon keeps the status readable without colour. */
const tones: Record<BookingStatus, { classes: string; Icon: LucideIcon }> = {
  new: { classes: 'bg-sky-100 text-sky-900 ring-sky-400', Icon: CircleDot },
  pending: { classes: 'bg-amber-100 text-amber-900 ring-amber-400', Icon: Clock },
  checked_in: { classes: 'bg-emerald-100 text-emerald-900 ring-emerald-500', Icon: LogIn },
  completed: { classes: 'bg-slate-200 text-slate-700 ring-slate-400', Icon: Check },
  canceled: { classes: 'bg-red-100 text-red-900 ring-red-400', Icon: X },
};

/**
 * One stay: from the middle of the arrival day to the middle of the departure day, so a
 * departure and the next arrival in the same room sit side by side.
 */
export const CalendarBar = memo(function CalendarBar({
  bar,
  left,
  isDraggable,
  isGhost = false,
}: {
  bar: BarLayout;
  /** x of day 0 inside the row (the room column's width). */
  left: number;
  isDraggable: boolean;
  isGhost?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { booking } = bar;
  const { classes, Icon } = tones[booking.status];
  const x = left + (bar.startDay + 0.5) * DAY_WIDTH;
  const width = (bar.endDay - bar.startDay) * DAY_WIDTH - 2;
  const label = t('calendar.bar.label', {
    number: booking.number,
    guest: booking.guestName || t('calendar.bar.noGuest'),
    status: t(`bookingStatus.${booking.status}`),
    arrival: formatDay(booking.arrival, i18n.language),
    departure: formatDay(booking.departure, i18n.language),
  });
  return (
    <div
      role={isGhost ? undefined : 'link'}
      tabIndex={isGhost ? undefined : 0}
      aria-label={isGhost ? undefined : label}
      aria-hidden={isGhost || undefined}
      title={label}
      data-booking-id={isGhost ? undefined : booking._id}
      data-draggable={isDraggable || undefined}
      className={clsx(
        'absolute top-1 bottom-1 flex items-center gap-1 overflow-hidden rounded-md px-1.5 text-xs font-medium ring-1 select-none ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
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
      <Icon aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{booking.guestName || `#${booking.number}`}</span>
      {isDraggable && (
        <span
          data-handle="end"
          className="absolute inset-y-0 right-0 w-2 cursor-ew-resize hover:bg-black/10"
        />
      )}
    </div>
  );
});
