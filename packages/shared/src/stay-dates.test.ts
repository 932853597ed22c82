import { describe, expect, it } from 'vitest';
import { addDays, eachNight, isIsoDate, nightsBetween, staysOverlap, todayIn } from './stay-dates';

describe('stay dates', () => {
  it('counts nights, not days, across month and daylight-saving changes', () => {
    expect(nightsBetween('2026-11-21', '2026-11-22')).toBe(1);
    expect(nightsBetween('2026-10-24', '2026-10-27')).toBe(3); // DST ends 25 Oct in Europe
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2); // DST starts 29 Mar
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2); // leap year
  });

  it('lists each night of a stay, without the departure day', () => {
    expect(eachNight('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(eachNight('2026-11-29', '2026-11-29')).toEqual([]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lets a departure and an arrival share a day (same-day turnover)', () => {
    const first = { arrival: '2026-11-20', departure: '2026-11-23' };
    expect(staysOverlap(first, { arrival: '2026-11-23', departure: '2026-11-25' })).toBe(false);
    expect(staysOverlap(first, { arrival: '2026-11-22', departure: '2026-11-24' })).toBe(true);
    expect(staysOverlap(first, { arrival: '2026-11-18', departure: '2026-11-20' })).toBe(false);
    expect(staysOverlap(first, { arrival: '2026-11-21', departure: '2026-11-22' })).toBe(true);
  });

  it('accepts only real ISO dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('21.11.2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('refuses year 0 and years no stay or birth date has (PostgreSQL has no year 0)', () => {
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0001-01-01')).toBe(false);
    expect(isIsoDate('1899-12-31')).toBe(false);
    expect(isIsoDate('1900-01-01')).toBe(true);
    expect(isIsoDate('2199-12-31')).toBe(true);
    expect(isIsoDate('2200-01-01')).toBe(false);
    expect(isIsoDate('9999-12-31')).toBe(false);
  });

  it("tells today's date in the hotel's time zone", () => {
    const lateEveningUtc = new Date('2026-11-21T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEveningUtc)).toBe('2026-11-22');
    expect(todayIn('America/New_York', lateEveningUtc)).toBe('2026-11-21');
  });
});
