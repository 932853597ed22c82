import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, nightsBetween } from '@hotel/shared/stay-dates';
import { dayOfMonth, isWeekend, weekdayShort } from './calendar-dates';
import { CalendarBookingCard } from './calendar-booking-card';
import { barsOf, type CalendarLayout } from './calendar-layout';
import { BAR_CHUNK_DAYS, DAY_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from './calendar-metrics';
import { CalendarRowLabel, CalendarRowView } from './calendar-row';
import { useBookingCard } from './use-booking-card';
import { useCalendarDrag, type DragCallbacks } from './use-calendar-drag';
import { useCalendarKeyboard } from './use-calendar-keyboard';
import { useHotelDates } from '@/lib/session/use-hotel-dates';
import type { UnitContext } from '@/lib/session/use-unit-labels';

const HOTEL_WORDING: UnitContext = { context: undefined };

/**
 * The tape chart: rows and day columns are both virtualised, so 300 rooms × 62 days only
 * ever mount what is on screen. Header and room column stay in place while scrolling.
 */
export function CalendarGrid({
  layout,
  startDate,
  endDate,
  today,
  roomColumn,
  canDrag,
  scrollToTodayToken,
  callbacks,
  unit = HOTEL_WORDING,
}: {
  layout: CalendarLayout;
  startDate: string;
  endDate: string;
  today: string;
  roomColumn: number;
  canDrag: boolean;
  /** Changes whenever the chart should scroll to today (load, range change, Today button). */
  scrollToTodayToken: string;
  callbacks: DragCallbacks;
  /** Rooms or apartments (spec §1): the page knows the hotel, the grid only renders. */
  unit?: UnitContext;
}) {
  const { t, i18n } = useTranslation();
  const hotelDates = useHotelDates();
  const scrollRef = useRef<HTMLDivElement>(null);
  const dayCount = nightsBetween(startDate, endDate);
  const width = roomColumn + dayCount * DAY_WIDTH;
  const todayIndex = nightsBetween(startDate, today);
  // Every day's texts once per range and language, not on each scrolled frame.
  const days = useMemo(
    () =>
      Array.from({ length: dayCount }, (_, index) => {
        const date = addDays(startDate, index);
        return {
          date,
          weekday: weekdayShort(date, i18n.language),
          dayOfMonth: dayOfMonth(date),
          isWeekend: isWeekend(date),
        };
      }),
    [startDate, dayCount, i18n.language],
  );

  const rowVirtualizer = useVirtualizer({
    count: layout.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    overscan: 8,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: dayCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => DAY_WIDTH,
    paddingStart: roomColumn,
    overscan: 4,
  });
  const columns = columnVirtualizer.getVirtualItems();
  const firstDay = columns[0]?.index ?? 0;
  const lastDay = columns[columns.length - 1]?.index ?? 0;
  const visibleFrom = Math.floor(firstDay / BAR_CHUNK_DAYS) * BAR_CHUNK_DAYS - BAR_CHUNK_DAYS;
  const firstVisibleDay = Math.ceil((columnVirtualizer.scrollOffset ?? 0) / DAY_WIDTH);
  const visibleTo = Math.ceil((lastDay + 1) / BAR_CHUNK_DAYS) * BAR_CHUNK_DAYS + BAR_CHUNK_DAYS;

  const drag = useCalendarDrag({ scrollRef, roomColumn, layout, startDate, canDrag, callbacks });
  const keyboard = useCalendarKeyboard({
    scrollRef,
    roomColumn,
    layout,
    startDate,
    dayCount,
    canDrag,
    callbacks,
  });
  const overlays = keyboard.isHolding ? keyboard.overlays : drag.overlays;
  const isDragging = drag.isDragging;

  const bookingCard = useBookingCard({ isSuspended: isDragging || keyboard.isHolding });
  const hideCard = bookingCard.hide;

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const isInRange = todayIndex >= 0 && todayIndex < dayCount;
    element.scrollLeft = isInRange ? Math.max(0, (todayIndex - 2) * DAY_WIDTH) : 0;
    // Only on a new range or the Today button, never while the person scrolls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollToTodayToken]);

  // Shift + wheel scrolls sideways everywhere (not only where the browser does it itself).
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.shiftKey || event.deltaY === 0) return;
      element.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const bodyHeight = layout.rows.length * ROW_HEIGHT;
  const rows = rowVirtualizer.getVirtualItems();
  return (
    <>
      <div
        ref={scrollRef}
        data-testid="calendar-grid"
        role="region"
        aria-label={t('calendar.grid.label')}
        tabIndex={0}
        className={clsx(
          'relative max-h-[calc(100dvh-15rem)] min-h-48 overflow-auto rounded-lg border border-slate-200 bg-white',
          isDragging && 'cursor-grabbing select-none',
        )}
        {...drag.handlers}
        onPointerDown={(event) => {
          hideCard();
          drag.handlers.onPointerDown(event);
        }}
        onPointerOver={bookingCard.onPointerOver}
        onPointerLeave={hideCard}
        // The card belongs to a still chart: it is neither drawn nor moved while scrolling.
        onScroll={hideCard}
        onFocus={bookingCard.onFocus}
        onBlur={(event) => {
          hideCard();
          keyboard.onBlur(event);
        }}
        onKeyDown={(event) => {
          if (keyboard.onKeyDown(event)) {
            hideCard();
            return;
          }
          if (event.key === 'Escape') hideCard();
          const id = (event.target as HTMLElement).dataset.bookingId;
          if (event.key === 'Enter' && id) callbacks.onOpenBooking(id);
        }}
      >
        <div className="relative" style={{ width, height: HEADER_HEIGHT + bodyHeight }}>
          <div
            className="sticky top-0 z-20 border-b border-slate-200 bg-white"
            style={{ height: HEADER_HEIGHT, width }}
          >
            <div
              className="sticky left-0 z-10 flex h-full items-center border-r border-slate-200 bg-white px-3 text-xs font-medium text-slate-500"
              style={{ width: roomColumn }}
            >
              {t('calendar.grid.room', unit)}
            </div>
            {columns.map((column) => {
              const day = days[column.index]!;
              return (
                <div
                  key={column.key}
                  data-date={day.date}
                  className={clsx(
                    'absolute top-0 flex h-full flex-col items-center justify-center border-r border-slate-100 text-xs leading-tight',
                    day.isWeekend ? 'bg-slate-50 text-slate-600' : 'text-slate-700',
                    column.index === todayIndex && 'bg-primary/10 font-semibold text-primary',
                  )}
                  style={{ left: column.start, width: DAY_WIDTH }}
                >
                  <span>{day.weekday}</span>
                  <span className="text-sm">{day.dayOfMonth}</span>
                </div>
              );
            })}
          </div>
          {columns.map((column) => {
            const isToday = column.index === todayIndex;
            if (!isToday && !days[column.index]!.isWeekend) return null;
            return (
              <div
                key={column.key}
                aria-hidden
                className={clsx(
                  'pointer-events-none absolute',
                  isToday ? 'border-x-2 border-primary/40 bg-primary/5' : 'bg-slate-100/70',
                )}
                style={{
                  top: HEADER_HEIGHT,
                  left: column.start,
                  width: DAY_WIDTH,
                  height: bodyHeight,
                }}
              />
            );
          })}
          {/* One sticky room column for every row's label (one compositor layer). In flow below
              the header, so it starts where the rows start. */}
          <div className="sticky left-0 z-10" style={{ width: roomColumn, height: bodyHeight }}>
            {rows.map((item) => (
              <CalendarRowLabel
                key={layout.rows[item.index]!.key}
                row={layout.rows[item.index]!}
                top={item.start - HEADER_HEIGHT}
                width={width}
                roomColumn={roomColumn}
                unit={unit}
              />
            ))}
          </div>
          {rows.map((item) => {
            const row = layout.rows[item.index]!;
            return (
              <CalendarRowView
                key={row.key}
                row={row}
                bars={barsOf(layout, row.key)}
                top={item.start}
                width={width}
                roomColumn={roomColumn}
                visibleFrom={visibleFrom}
                visibleTo={visibleTo}
                firstVisibleDay={firstVisibleDay}
                formatDate={hotelDates.date}
                canDrag={canDrag}
                overlay={overlays.get(row.key)}
              />
            );
          })}
        </div>
      </div>
      {bookingCard.card && <CalendarBookingCard layout={layout} target={bookingCard.card} />}
      <p
        role="status"
        data-testid="calendar-keyboard-status"
        className={
          keyboard.isHolding
            ? 'mt-2 rounded-md bg-primary/10 px-3 py-2 text-sm font-medium text-primary'
            : 'sr-only'
        }
      >
        {keyboard.announcement}
      </p>
    </>
  );
}
