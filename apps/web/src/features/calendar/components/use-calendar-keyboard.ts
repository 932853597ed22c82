import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarLayout, CalendarLayout, CalendarRow } from './calendar-layout';
import { DAY_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from './calendar-metrics';
import { isMovable, isSamePlacement, placementOf } from './calendar-placement';
import type { RowOverlay } from './calendar-row';
import type { DragCallbacks } from './use-calendar-drag';
import { useHotelDates } from '@/lib/session/use-hotel-dates';

/** A bar picked up by keyboard: where it would land now. */
export interface HeldBar {
  bar: BarLayout;
  /** The row it was picked up from. */
  fromRowKey: string;
  rowIndex: number;
  startDay: number;
  endDay: number;
}

/** The next row up or down that can hold a booking (room type headers are skipped). */
function nextBookableRow(rows: CalendarRow[], from: number, step: 1 | -1) {
  for (let index = from + step; index >= 0 && index < rows.length; index += step) {
    if (rows[index]!.kind !== 'group') return index;
  }
  return from;
}

/**
 * One key on a held bar: arrows move it a day or a row, shift + left/right shortens or
 * lengthens the stay at its departure. Null for keys that do not move it.
 */
export function moveHeld(
  held: HeldBar,
  key: string,
  isShift: boolean,
  rows: CalendarRow[],
  dayCount: number,
): HeldBar | null {
  const { startDay, endDay } = held;
  if (isShift && key === 'ArrowLeft')
    return { ...held, endDay: Math.max(startDay + 1, endDay - 1) };
  if (isShift && key === 'ArrowRight') return { ...held, endDay: endDay + 1 };
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = key === 'ArrowLeft' ? -1 : 1;
    // Keep at least one night inside the range shown, so the bar never leaves the chart.
    if (endDay + step <= 0 || startDay + step >= dayCount) return held;
    return { ...held, startDay: startDay + step, endDay: endDay + step };
  }
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    return { ...held, rowIndex: nextBookableRow(rows, held.rowIndex, key === 'ArrowUp' ? -1 : 1) };
  }
  return null;
}

/** Scrolls the chart just enough to show the held bar's landing place. */
function keepInView(element: HTMLElement, roomColumn: number, held: HeldBar) {
  const top = HEADER_HEIGHT + held.rowIndex * ROW_HEIGHT;
  if (top - HEADER_HEIGHT < element.scrollTop) element.scrollTop = top - HEADER_HEIGHT;
  else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight) {
    element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
  }
  const left = held.startDay * DAY_WIDTH;
  const right = held.endDay * DAY_WIDTH;
  const visibleWidth = element.clientWidth - roomColumn;
  if (left < element.scrollLeft) element.scrollLeft = Math.max(0, left);
  else if (right > element.scrollLeft + visibleWidth) {
    element.scrollLeft = Math.min(left, right - visibleWidth);
  }
}

/**
 * Moving and resizing by keyboard, through the same move as dragging: Space picks up the
 * focused bar, arrows move it, shift + arrows change the departure, Enter saves, Escape puts it
 * back. Each step is announced (a visible status line that is also a live region).
 */
export function useCalendarKeyboard({
  scrollRef,
  roomColumn,
  layout,
  startDate,
  dayCount,
  canDrag,
  callbacks,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  roomColumn: number;
  layout: CalendarLayout;
  startDate: string;
  dayCount: number;
  canDrag: boolean;
  callbacks: DragCallbacks;
}) {
  const { t } = useTranslation();
  const hotelDates = useHotelDates();
  const [held, setHeld] = useState<HeldBar | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function rowName(row: CalendarRow | undefined) {
    if (row?.kind === 'room') return row.label;
    return t('calendar.row.unassigned');
  }

  function describe(next: HeldBar) {
    const placement = placementOf(
      layout.rows[next.rowIndex]!,
      next.startDay,
      next.endDay,
      startDate,
    );
    return t('calendar.keyboard.position', {
      number: next.bar.booking.number,
      room: rowName(layout.rows[next.rowIndex]),
      arrival: hotelDates.date(placement?.arrival ?? next.bar.booking.arrival),
      departure: hotelDates.date(placement?.departure ?? next.bar.booking.departure),
    });
  }

  /** After the bar is back in the chart, the keyboard continues from it. */
  function refocusBar(bookingId: string) {
    requestAnimationFrame(() => {
      const bar = scrollRef.current?.querySelector<HTMLElement>(
        `[data-booking-id="${CSS.escape(bookingId)}"]`,
      );
      (bar ?? scrollRef.current)?.focus({ preventScroll: true });
    });
  }

  function pickUp(barElement: HTMLElement) {
    const rowKey = barElement.closest<HTMLElement>('[data-row-key]')?.dataset.rowKey;
    const rowIndex = layout.rows.findIndex((row) => row.key === rowKey);
    const bar = layout.barsByRow
      .get(rowKey ?? '')
      ?.find((item) => item.booking._id === barElement.dataset.bookingId);
    if (!bar || rowIndex < 0) return;
    if (!isMovable(bar.booking)) {
      const why = bar.booking.kind === 'block' ? 'blockNotMovable' : 'notMovable';
      setAnnouncement(t(`calendar.keyboard.${why}`, { number: bar.booking.number }));
      return;
    }
    const next = { bar, fromRowKey: rowKey!, rowIndex, startDay: bar.startDay, endDay: bar.endDay };
    setHeld(next);
    setAnnouncement(
      `${t('calendar.keyboard.pickedUp', { number: bar.booking.number })} ${describe(next)}`,
    );
    // The bar itself hides while its ghost shows: the chart keeps the focus meanwhile.
    scrollRef.current?.focus({ preventScroll: true });
  }

  function drop(isSave: boolean) {
    if (!held) return;
    setHeld(null);
    const placement = placementOf(
      layout.rows[held.rowIndex]!,
      held.startDay,
      held.endDay,
      startDate,
    );
    const number = held.bar.booking.number;
    if (isSave && placement && !isSamePlacement(placement, held.bar)) {
      setAnnouncement(t('calendar.keyboard.saved', { number }));
      callbacks.onMoveBooking(held.bar, placement);
    } else {
      setAnnouncement(t('calendar.keyboard.canceled', { number }));
    }
    refocusBar(held.bar.booking._id);
  }

  /** True when the key was the keyboard move's. */
  function onKeyDown(event: KeyboardEvent<HTMLElement>): boolean {
    if (!held) {
      const barElement = (event.target as HTMLElement).closest<HTMLElement>('[data-booking-id]');
      if (!canDrag || !barElement || event.key !== ' ') return false;
      event.preventDefault();
      pickUp(barElement);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Escape') {
      event.preventDefault();
      drop(event.key === 'Enter');
      return true;
    }
    const next = moveHeld(held, event.key, event.shiftKey, layout.rows, dayCount);
    if (!next) return false;
    event.preventDefault();
    setHeld(next);
    setAnnouncement(describe(next));
    if (scrollRef.current) keepInView(scrollRef.current, roomColumn, next);
    return true;
  }

  /** The held bar's overlays, in the same shape as a pointer drag's. */
  const overlays = new Map<string, RowOverlay>();
  if (held) {
    const row = layout.rows[held.rowIndex]!;
    overlays.set(held.fromRowKey, { hiddenBookingId: held.bar.booking._id });
    const ghost = { booking: held.bar.booking, startDay: held.startDay, endDay: held.endDay };
    overlays.set(row.key, { ...overlays.get(row.key), ghost });
  }

  return {
    overlays,
    isHolding: held !== null,
    announcement,
    onKeyDown,
    /** Leaving the chart puts a held bar back. */
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as Node | null;
      if (held && !(next && event.currentTarget.contains(next))) drop(false);
    },
  };
}
