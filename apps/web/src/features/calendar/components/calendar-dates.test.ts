import { describe, expect, it } from 'vitest';
import { weekdayShort } from './calendar-dates';

describe('calendar dates', () => {
  it('name the weekday in the interface language', () => {
    expect(weekdayShort('2026-11-21', 'en')).toBe('Sat');
    expect(weekdayShort('2026-11-21', 'de')).toBe('Sa');
  });
});
