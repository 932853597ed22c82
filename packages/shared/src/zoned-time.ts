/**
 * Wall-clock times in a hotel's time zone as instants, with nothing but Intl: "11:00 on
 * 2031-05-04 in Europe/Berlin" → the Date of that moment. Used for the cleaning windows
 * (check-out to check-in time) that the server stores as timestamps.
 */

/** A wall-clock time `HH:MM` on the 24-hour clock; group 1 holds the hours, group 2 the minutes. */
export const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClockAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` (YYYY-MM-DD) and `time`
 * (HH:mm). A time skipped by a daylight-saving change lands just after the change.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wallClock - zoneOffset(wallClock, timeZone);
  // The offset at the guessed instant can differ (a DST change in between): correct once.
  const corrected = wallClock - zoneOffset(firstGuess, timeZone);
  return new Date(corrected);
}

/** Midnight at the start of `date` in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): Date {
  return zonedInstant(date, '00:00', timeZone);
}
