import { describe, expect, it } from 'vitest';
import { startOfDayIn, WALL_CLOCK_TIME, zonedInstant } from './zoned-time';

describe('WALL_CLOCK_TIME', () => {
  it('accepts HH:MM on the 24-hour clock and nothing else', () => {
    expect(['00:00', '09:05', '23:59'].every((time) => WALL_CLOCK_TIME.test(time))).toBe(true);
    expect(
      ['24:00', '9:05', '12:60', '11:00 AM', ''].some((time) => WALL_CLOCK_TIME.test(time)),
    ).toBe(false);
  });
});

describe('zonedInstant', () => {
  it('turns a Berlin wall-clock time into the instant, in winter and in summer', () => {
    expect(zonedInstant('2031-01-15', '11:00', 'Europe/Berlin').toISOString()).toBe(
      '2031-01-15T10:00:00.000Z',
    );
    expect(zonedInstant('2031-07-15', '15:00', 'Europe/Berlin').toISOString()).toBe(
      '2031-07-15T13:00:00.000Z',
    );
  });

  it('handles zones west of UTC and the days of a daylight-saving change', () => {
    expect(zonedInstant('2031-03-09', '11:00', 'America/New_York').toISOString()).toBe(
      '2031-03-09T15:00:00.000Z',
    );
    // Berlin switches to summer time at 02:00 on 2031-03-30; 11:00 is already CEST.
    expect(zonedInstant('2031-03-30', '11:00', 'Europe/Berlin').toISOString()).toBe(
      '2031-03-30T09:00:00.000Z',
    );
    expect(startOfDayIn('2031-03-30', 'Europe/Berlin').toISOString()).toBe(
      '2031-03-29T23:00:00.000Z',
    );
    expect(startOfDayIn('2031-10-26', 'Europe/Berlin').toISOString()).toBe(
      '2031-10-25T22:00:00.000Z',
    );
  });
});
