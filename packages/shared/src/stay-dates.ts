/**
 * Stay dates are calendar dates in the hotel's time zone, written as ISO `YYYY-MM-DD`
 * (DESIGN decision 7). Arithmetic runs on UTC midnights so no daylight-saving change
 * ever makes a night 23 or 25 hours long.
 */
import { FIRST_DATE_YEAR, LAST_DATE_YEAR, MAX_STAY_NIGHTS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` within FIRST_DATE_YEAR…LAST_DATE_YEAR. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_DATE_YEAR || year > LAST_DATE_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toUtc(value: string): number {
  return Date.parse(`${value}T00:00:00Z`);
}

/** Nights between arrival and departure (departure day is not a night). */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round((toUtc(departure) - toUtc(arrival)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Real dates, departure after arrival, and at most MAX_STAY_NIGHTS nights. */
export function isBookableStay(arrival: string, departure: string): boolean {
  if (!isIsoDate(arrival) || !isIsoDate(departure) || departure <= arrival) return false;
  return nightsBetween(arrival, departure) <= MAX_STAY_NIGHTS;
}

/** Every night of a stay: arrival, arrival+1, …, departure-1. */
export function eachNight(arrival: string, departure: string): string[] {
  const nights = nightsBetween(arrival, departure);
  return Array.from({ length: Math.max(0, nights) }, (_, index) => addDays(arrival, index));
}

/** Whether [a1, d1) and [a2, d2) share a night: the same rule as the database's `&&`. */
export function staysOverlap(
  first: { arrival: string; departure: string },
  second: { arrival: string; departure: string },
): boolean {
  return first.arrival < second.departure && second.arrival < first.departure;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the hotel's), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // One formatter per zone: an export calls this once per row, and building one is costly.
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
