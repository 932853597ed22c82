import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, nightsBetween } from '@hotel/shared/stay-dates';
import { intlLocale } from '@/lib/i18n';
import { publicCalendarQueryOptions } from '@/features/public-page/api/get-public-calendar';
import { formatFullDate, formatMonth } from '@/features/public-page/format-date';
import {
  endOfWeek,
  monthEnd,
  monthStart,
  monthWeeks,
  shiftMonth,
  startOfWeek,
} from '@/features/public-page/steps/month-grid';

export interface DateRangePickerProps {
  /** The hotel's id or symbol, for its calendar. */
  hotel: string;
  today: string;
  minStay: number;
  maxStay: number;
  arrival: string;
  departure: string;
  /** Which date a click chooses. */
  picking: 'arrival' | 'departure';
  onPickingChange: (picking: 'arrival' | 'departure') => void;
  onChange: (range: { arrival: string; departure: string }) => void;
  onClose: () => void;
}

/** Monday first: the order of the header row, as Intl names the days (2024-01-01 was a Monday). */
function weekdayNames() {
  const locale = intlLocale();
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    return { short: short.format(date), long: long.format(date) };
  });
}

function laterOf(day: string, other: string) {
  return day < other ? other : day;
}

const navButtonClasses =
  'flex size-11 cursor-pointer items-center justify-center rounded-lg text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A month of days to pick a stay from: arrival first, then departure. Days before the hotel's
 * today and days the calendar reports full cannot be an arrival; a departure must leave the stay
 * between the minimum and the maximum length. Unavailable days stay focusable (aria-disabled), so
 * the arrow keys walk over them as over any day: arrows by day and week, Home/End to the week's
 * ends, PageUp/PageDown by month (with Shift by year), Escape closes.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { hotel, today, minStay, maxStay, arrival, departure, picking } = props;
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const firstMonth = monthStart(today);
  const [focused, setFocused] = useState(() => {
    const start = picking === 'departure' && departure ? departure : arrival;
    return start && start >= today ? start : today;
  });
  const month = monthStart(focused);
  const grid = useRef<HTMLTableElement>(null);
  // Opening the grid puts focus on its day (arrows work at once) and brings it into view: on a
  // phone it opens below the fold.
  const shouldFocus = useRef(true);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), []);
  const weekdays = useMemo(weekdayNames, [i18n.language]);

  const from = month < today ? today : month;
  const calendar = useQuery(publicCalendarQueryOptions(hotel, from, monthEnd(month)));
  const full = useMemo(
    () => new Set(calendar.data?.days.filter((day) => !day.bookable).map((day) => day.date)),
    [calendar.data],
  );

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  /** Why a day cannot be chosen now; null when it can. */
  function unavailable(day: string): 'past' | 'full' | 'stay' | null {
    if (day < today) return 'past';
    if (picking === 'departure' && arrival) {
      const nights = nightsBetween(arrival, day);
      // A day on or before the arrival starts a new stay instead (below): not refused.
      if (nights > 0 && (nights < minStay || nights > maxStay)) return 'stay';
      if (nights > 0) return null;
    }
    return full.has(day) ? 'full' : null;
  }

  function choose(day: string) {
    if (unavailable(day)) return;
    if (picking === 'departure' && arrival && day > arrival) {
      props.onChange({ arrival, departure: day });
      props.onClose();
      return;
    }
    // A new arrival keeps a departure that still makes a valid stay with it.
    const nights = departure ? nightsBetween(day, departure) : 0;
    const keep = nights >= minStay && nights <= maxStay;
    props.onChange({ arrival: day, departure: keep ? departure : '' });
    props.onPickingChange('departure');
  }

  function move(day: string) {
    shouldFocus.current = true;
    setFocused(laterOf(day, today));
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => startOfWeek(focused),
      End: () => endOfWeek(focused),
      PageUp: () => shiftMonth(focused, event.shiftKey ? -12 : -1),
      PageDown: () => shiftMonth(focused, event.shiftKey ? 12 : 1),
    };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      move(next());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    }
  }

  function dayLabel(day: string) {
    const parts = [formatFullDate(day)];
    if (day === arrival) parts.push(t('publicPage.dates.picker.isArrival'));
    if (day === departure) parts.push(t('publicPage.dates.picker.isDeparture'));
    const reason = unavailable(day);
    if (reason) parts.push(t(`publicPage.dates.picker.unavailable.${reason}`));
    return parts.join(', ');
  }

  const weeks = monthWeeks(month);
  const inStay = (day: string) => Boolean(arrival && departure && day > arrival && day < departure);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-lg sm:max-w-sm"
      data-testid="date-range-picker"
    >
      <p className="mb-2 text-sm font-medium text-slate-700" aria-live="polite">
        {t(`publicPage.dates.picker.${picking === 'arrival' ? 'pickArrival' : 'pickDeparture'}`)}
      </p>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButtonClasses}
          aria-label={t('publicPage.dates.picker.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => setFocused(laterOf(shiftMonth(focused, -1), today))}
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h4 id={titleId} className="text-base font-semibold text-slate-900" aria-live="polite">
          {formatMonth(month)}
        </h4>
        <button
          type="button"
          className={navButtonClasses}
          aria-label={t('publicPage.dates.picker.nextMonth')}
          onClick={() => setFocused(shiftMonth(focused, 1))}
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        className="mt-2 w-full table-fixed border-collapse"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="pb-1 text-center text-xs font-medium text-slate-600"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day ? (
                  <td
                    key={day}
                    role="gridcell"
                    aria-selected={day === arrival || day === departure || inStay(day)}
                    className="p-0.5 text-center"
                  >
                    <button
                      type="button"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-disabled={unavailable(day) ? true : undefined}
                      onClick={() => choose(day)}
                      onFocus={() => day !== focused && setFocused(day)}
                      className={clsx(
                        'flex h-10 w-full items-center justify-center rounded-lg text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary',
                        day === arrival || day === departure
                          ? 'bg-primary font-semibold text-white'
                          : inStay(day)
                            ? 'bg-primary-soft text-slate-900'
                            : unavailable(day)
                              ? 'cursor-not-allowed text-slate-400 line-through'
                              : 'cursor-pointer text-slate-900 hover:bg-slate-100',
                        day === today && 'ring-1 ring-slate-300',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600">
        <span>{t('publicPage.dates.picker.legend')}</span>
        <button
          type="button"
          onClick={props.onClose}
          className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary"
        >
          <X aria-hidden className="size-4" />
          {t('publicPage.dates.picker.close')}
        </button>
      </div>
    </div>
  );
}
