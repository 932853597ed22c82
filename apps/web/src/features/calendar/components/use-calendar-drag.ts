import { useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { addDays } from '@hotel/shared/stay-dates';
import type { BookingPlacement } from '../api/move-booking';
import type { BarLayout, CalendarLayout, CalendarRow } from './calendar-layout';
import { DAY_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from './calendar-metrics';
import { isMovable, isSamePlacement, placementOf } from './calendar-placement';
import type { RowOverlay } from './calendar-row';

interface Cell {
  rowIndex: number;
  day: number;
}

type Drag =
  | { kind: 'select'; rowIndex: number; anchorDay: number; day: number }
  | { kind: 'move' | 'start' | 'end'; bar: BarLayout; rowKey: string; from: Cell; to: Cell };

export interface DragCallbacks {
  onSelectRange: (row: CalendarRow & { kind: 'room' }, arrival: string, departure: string) => void;
  onOpenBooking: (id: string) => void;
  onMoveBooking: (bar: BarLayout, placement: BookingPlacement) => void;
}

/** Where a dragged bar would land, or null when the drop would change nothing or is invalid. */
function landing(drag: Drag & { kind: 'move' | 'start' | 'end' }, rows: CalendarRow[]) {
  const delta = drag.to.day - drag.from.day;
  let { startDay, endDay } = drag.bar;
  let row = rows.find((item) => item.key === drag.rowKey)!;
  if (drag.kind === 'move') {
    startDay += delta;
    endDay += delta;
    const target = rows[drag.to.rowIndex];
    if (target && target.kind !== 'group') row = target;
  } else if (drag.kind === 'start') {
    startDay = Math.min(startDay + delta, endDay - 1);
  } else {
    endDay = Math.max(endDay + delta, startDay + 1);
  }
  return { row, startDay, endDay };
}

/**
 * Pointer dragging on the chart: over empty cells of a room it selects days for a new
 * booking; on a bar it moves it (any direction) or, on an edge handle, changes arrival or
 * departure. Works with mouse, pen and touch; on touch, empty cells keep panning the chart.
 */
export function useCalendarDrag({
  scrollRef,
  roomColumn,
  layout,
  startDate,
  canDrag,
  callbacks,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  roomColumn: number;
  layout: CalendarLayout;
  startDate: string;
  canDrag: boolean;
  callbacks: DragCallbacks;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);

  function cellAt(event: ReactPointerEvent): Cell | null {
    const element = scrollRef.current;
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    // The room column and the day header are sticky: positions over them are no cell.
    if (x < roomColumn || y < HEADER_HEIGHT) return null;
    return {
      rowIndex: Math.floor((y + element.scrollTop - HEADER_HEIGHT) / ROW_HEIGHT),
      day: Math.floor((x + element.scrollLeft - roomColumn) / DAY_WIDTH),
    };
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const cell = cellAt(event);
    if (!cell) return;
    const barElement = target.closest<HTMLElement>('[data-booking-id]');
    if (barElement) {
      const row = layout.rows[cell.rowIndex];
      const bar =
        row &&
        layout.barsByRow
          .get(row.key)
          ?.find((item) => item.booking._id === barElement.dataset.bookingId);
      if (!row || !bar) return;
      const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
      const isDraggable = barElement.dataset.draggable !== undefined;
      const kind = isDraggable && (handle === 'start' || handle === 'end') ? handle : 'move';
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ kind, bar, rowKey: row.key, from: cell, to: cell });
      event.preventDefault();
      return;
    }
    const row = layout.rows[cell.rowIndex];
    if (!canDrag || event.pointerType === 'touch' || row?.kind !== 'room') return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ kind: 'select', rowIndex: cell.rowIndex, anchorDay: cell.day, day: cell.day });
    event.preventDefault();
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (!drag) return;
    const cell = cellAt(event);
    if (!cell) return;
    if (drag.kind === 'select') {
      if (cell.day !== drag.day) setDrag({ ...drag, day: cell.day });
      return;
    }
    if (!canDrag) return;
    if (cell.day !== drag.to.day || cell.rowIndex !== drag.to.rowIndex) {
      setDrag({ ...drag, to: cell });
    }
  }

  function onPointerUp(event: ReactPointerEvent<HTMLDivElement>) {
    if (!drag) return;
    setDrag(null);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    if (drag.kind === 'select') {
      const row = layout.rows[drag.rowIndex];
      if (row?.kind !== 'room') return;
      const from = Math.min(drag.anchorDay, drag.day);
      const to = Math.max(drag.anchorDay, drag.day);
      callbacks.onSelectRange(row, addDays(startDate, from), addDays(startDate, to + 1));
      return;
    }
    const moved = drag.to.day !== drag.from.day || drag.to.rowIndex !== drag.from.rowIndex;
    const isDraggable = canDrag && isMovable(drag.bar.booking);
    if (!moved || !isDraggable) {
      callbacks.onOpenBooking(drag.bar.booking._id);
      return;
    }
    const { row, startDay, endDay } = landing(drag, layout.rows);
    const placement = placementOf(row, startDay, endDay, startDate);
    if (placement && !isSamePlacement(placement, drag.bar)) {
      callbacks.onMoveBooking(drag.bar, placement);
    }
  }

  /** The overlay per row key while dragging; rows without one keep their memoised render. */
  const overlays = new Map<string, RowOverlay>();
  if (drag?.kind === 'select') {
    const row = layout.rows[drag.rowIndex];
    if (row) {
      overlays.set(row.key, {
        selection: {
          from: Math.min(drag.anchorDay, drag.day),
          to: Math.max(drag.anchorDay, drag.day),
        },
      });
    }
  } else if (drag && canDrag && isMovable(drag.bar.booking)) {
    const moved = drag.to.day !== drag.from.day || drag.to.rowIndex !== drag.from.rowIndex;
    if (moved) {
      const { row, startDay, endDay } = landing(drag, layout.rows);
      overlays.set(drag.rowKey, { hiddenBookingId: drag.bar.booking._id });
      const ghost = { booking: drag.bar.booking, startDay, endDay };
      overlays.set(row.key, { ...overlays.get(row.key), ghost });
    }
  }

  return {
    overlays,
    isDragging: drag !== null,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: () => setDrag(null) },
  };
}
