import { beforeAll, describe, expect, it } from 'vitest';
import { formatStayDate } from '@/lib/date-format';
import { changeLanguage } from '@/lib/i18n';
import { formatServiceWindow } from './service-format';

const BERLIN = 'Europe/Berlin';

describe('cleaning window', () => {
  beforeAll(async () => {
    await changeLanguage('de');
  });

  it('shows the times of one day in the hotel zone', () => {
    const window = { start: '2026-11-21T10:00:00.000Z', end: '2026-11-21T14:00:00.000Z' };
    expect(formatServiceWindow(window, BERLIN, formatStayDate)).toBe('11:00 – 15:00');
  });

  it('ends at 24:00 when the window runs to midnight', () => {
    const window = { start: '2026-11-21T20:58:00.000Z', end: '2026-11-21T23:00:00.000Z' };
    expect(formatServiceWindow(window, BERLIN, formatStayDate)).toBe('21:58 – 24:00');
  });

  it('names the end day when the window runs into a later day', () => {
    const window = { start: '2026-11-21T10:00:00.000Z', end: '2026-11-22T14:00:00.000Z' };
    expect(formatServiceWindow(window, BERLIN, formatStayDate)).toBe('11:00 – 22.11.2026 15:00');
  });

  it('names the end day in the hotel’s date format', () => {
    const window = { start: '2026-11-21T10:00:00.000Z', end: '2026-11-22T14:00:00.000Z' };
    const hotelFormat = (date: string) =>
      formatStayDate(date, { dateFormat: 'ymd', dateDivider: '-' });
    expect(formatServiceWindow(window, BERLIN, hotelFormat)).toBe('11:00 – 2026-11-22 15:00');
  });
});
