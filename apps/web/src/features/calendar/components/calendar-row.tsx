import { clsx } from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarBar, isDraggableStatus } from './calendar-bar';
import type { BarLayout, CalendarRow } from './calendar-layout';
import { DAY_WIDTH, ROW_HEIGHT } from './calendar-metrics';

export interface RowOverlay {
  /** Days selected by dragging over empty cells, [from, to] inclusive. */
  selection?: { from: number; to: number };
  /** A bar being dragged, drawn where it would land. */
  ghost?: BarLayout;
  /** The dragged booking, hidden at its old place while the ghost shows. */
  hiddenBookingId?: string;
}

/**
 * One row of the chart. Memoised: scrolling only re-renders rows whose visible day chunk
 * (visibleFrom/visibleTo) or drag overlay changed.
 */
export const CalendarRowView = memo(function CalendarRowView({
  row,
  bars,
  top,
  width,
  roomColumn,
  visibleFrom,
  visibleTo,
  canDrag,
  overlay,
}: {
  row: CalendarRow;
  bars: BarLayout[];
  top: number;
  width: number;
  roomColumn: number;
  visibleFrom: number;
  visibleTo: number;
  canDrag: boolean;
  overlay?: RowOverlay;
}) {
  const { t } = useTranslation();
  if (row.kind === 'group') {
    return (
      <div
        className="absolute left-0 border-b border-slate-200 bg-slate-100"
        style={{ top, height: ROW_HEIGHT, width }}
      >
        <div
          className="sticky left-0 flex h-full items-center truncate px-3 text-sm font-semibold text-slate-800"
          style={{ width: Math.min(width, 360) }}
        >
          {row.label}
        </div>
      </div>
    );
  }
  const label = row.kind === 'room' ? row.label : t('calendar.row.unassigned');
  return (
    <div
      data-row-key={row.key}
      className="absolute left-0 border-b border-slate-100"
      style={{ top, height: ROW_HEIGHT, width }}
    >
      <div
        className={clsx(
          'sticky left-0 z-10 flex h-full items-center truncate border-r border-slate-200 bg-white px-3 text-sm',
          row.kind === 'room' ? 'font-medium text-slate-900' : 'text-slate-500 italic',
        )}
        style={{ width: roomColumn }}
        title={label}
      >
        {label}
      </div>
      {overlay?.selection && (
        <div
          data-testid="calendar-selection"
          className="pointer-events-none absolute inset-y-1 rounded-md bg-primary/20 ring-2 ring-primary ring-inset"
          style={{
            left: roomColumn + overlay.selection.from * DAY_WIDTH,
            width: (overlay.selection.to - overlay.selection.from + 1) * DAY_WIDTH,
          }}
        />
      )}
      {bars.map((bar) =>
        bar.endDay < visibleFrom ||
        bar.startDay > visibleTo ||
        bar.booking._id === overlay?.hiddenBookingId ? null : (
          <CalendarBar
            key={bar.booking._id}
            bar={bar}
            left={roomColumn}
            isDraggable={canDrag && isDraggableStatus(bar.booking.status)}
          />
        ),
      )}
      {overlay?.ghost && (
        <CalendarBar bar={overlay.ghost} left={roomColumn} isDraggable={false} isGhost />
      )}
    </div>
  );
});
