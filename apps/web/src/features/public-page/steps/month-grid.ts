import { addDays } from '@hotel/shared/stay-dates';

/** `2026-12-17` → `2026-12-01`. */
export function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The first day of the month `delta` months away (`2026-12-01`, 1 → `2027-01-01`). */
export function addMonths(isoMonth: string, delta: number): string {
  const year = Number(isoMonth.slice(0, 4));
  const month = Number(isoMonth.slice(5, 7)) - 1 + delta;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

export function monthEnd(isoMonth: string): string {
  return addDays(addMonths(isoMonth, 1), -1);
}

/** 0 = Monday … 6 = Sunday. */
function weekdayFromMonday(isoDate: string): number {
  return (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Days from the Monday on or before `isoDate`; weeks start on Monday (German and British). */
export function startOfWeek(isoDate: string): string {
  return addDays(isoDate, -weekdayFromMonday(isoDate));
}

export function endOfWeek(isoDate: string): string {
  return addDays(startOfWeek(isoDate), 6);
}

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export function monthWeeks(isoMonth: string): (string | null)[][] {
  const last = monthEnd(isoMonth);
  const weeks: (string | null)[][] = [];
  let day = startOfWeek(isoMonth);
  while (day <= last) {
    const week: (string | null)[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day.slice(0, 7) === isoMonth.slice(0, 7) ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The same day in another month, or that month's last day (31 Jan + 1 month → 28 Feb). */
export function shiftMonth(isoDate: string, delta: number): string {
  const target = addMonths(monthStart(isoDate), delta);
  const end = monthEnd(target);
  const day = `${target.slice(0, 8)}${isoDate.slice(8, 10)}`;
  return day > end ? end : day;
}
