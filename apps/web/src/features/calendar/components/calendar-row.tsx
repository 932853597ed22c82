import { clsx } from 'clsx';
import { SprayCan } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CalendarBar, labelShiftOf } from './calendar-bar';
import type { BarLayout, CalendarRow } from './calendar-layout';
import { isMovable } from './calendar-placement';
import { DAY_WIDTH, ROW_HEIGHT } from './calendar-metrics';
import type { UnitContext } from '@/lib/session/use-unit-labels';

const HOTEL_WORDING: UnitContext = { context: undefined };

export interface RowOverlay {
  /** Days selected by dragging over empty cells, [from, to] inclusive. */
  selection?: { from: number; to: number };
  /** A bar being dragged, drawn where it would land. */
  ghost?: BarLayout;
  /** The dragged booking, hidden at its old place while the ghost shows. */
  hiddenBookingId?: string;
}

/**
 * The room column's cell of one row, placed in the chart's one sticky room column (see
 * CalendarRoomColumn): a sticky cell per row made every row a compositor layer.
 */
export const CalendarRowLabel = memo(function CalendarRowLabel({
  row,
  top,
  width,
  roomColumn,
  unit = HOTEL_WORDING,
}: {
  row: CalendarRow;
  /** Relative to the top of the rows (below the day header). */
  top: number;
  /** The chart's width: a group's name may run past the room column. */
  width: number;
  roomColumn: number;
  unit?: UnitContext;
}) {
  const { t } = useTranslation();
  if (row.kind === 'group') {
    return (
      <div
        className="absolute left-0 flex items-center truncate bg-slate-100 px-3 text-sm font-semibold text-slate-800"
        style={{ top, height: ROW_HEIGHT - 1, width: Math.min(width, 360) }}
      >
        {row.label}
      </div>
    );
  }
  const label = row.kind === 'room' ? row.label : t('calendar.row.unassigned', unit);
  return (
    <div
      data-label-row-key={row.key}
      className={clsx(
        'absolute left-0 flex items-center truncate border-r border-b border-slate-200 border-b-slate-100 bg-white px-3 text-sm',
        row.kind === 'room' ? 'font-medium text-slate-900' : 'text-slate-500 italic',
      )}
      style={{ top, height: ROW_HEIGHT, width: roomColumn }}
      title={label}
    >
      <span className="truncate">{label}</span>
      {row.kind === 'room' && row.needsCleaning && (
        <Link
          to="/housekeeping"
          data-testid="calendar-needs-cleaning"
          aria-label={t('calendar.row.needsCleaning', { ...unit, number: row.label })}
          title={t('calendar.row.needsCleaning', { ...unit, number: row.label })}
          className="ml-1.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 outline-none hover:bg-amber-200 focus-visible:ring-2 focus-visible:ring-primary"
        >
          <SprayCan aria-hidden className="size-3.5" />
        </Link>
      )}
    </div>
  );
});

/**
 * One row of the chart (its label is drawn by CalendarRowLabel). Memoised: scrolling only
 * re-renders rows whose visible day chunk (visibleFrom/visibleTo) or drag overlay changed.
 */
export const CalendarRowView = memo(function CalendarRowView({
  row,
  bars,
  top,
  width,
  roomColumn,
  visibleFrom,
  visibleTo,
  firstVisibleDay,
  formatDate,
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
  /** The first day not hidden under the room column (labels of earlier stays move to it). */
  firstVisibleDay: number;
  formatDate: (date: string) => string;
  canDrag: boolean;
  overlay?: RowOverlay;
}) {
  if (row.kind === 'group') {
    return (
      <div
        className="absolute left-0 border-b border-slate-200 bg-slate-100"
        style={{ top, height: ROW_HEIGHT, width }}
      />
    );
  }
  return (
    <div
      data-row-key={row.key}
      className="absolute left-0 border-b border-slate-100"
      style={{ top, height: ROW_HEIGHT, width }}
    >
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
            labelShift={labelShiftOf(bar, firstVisibleDay)}
            formatDate={formatDate}
            isDraggable={canDrag && isMovable(bar.booking)}
          />
        ),
      )}
      {overlay?.ghost && (
        <CalendarBar
          bar={overlay.ghost}
          left={roomColumn}
          formatDate={formatDate}
          isDraggable={false}
          isGhost
        />
      )}
    </div>
  );
});
