import { describe, expect, it } from 'vitest';
import { formatHotelDate } from './hotel-date-format';

describe('formatHotelDate', () => {
  it('writes a stay date in the hotel’s order with its divider', () => {
    expect(formatHotelDate('2031-05-01', { dateFormat: 'dmy', dateDivider: '.' })).toBe(
      '01.05.2031',
    );
    expect(formatHotelDate('2031-05-01', { dateFormat: 'mdy', dateDivider: '/' })).toBe(
      '05/01/2031',
    );
    expect(formatHotelDate('2031-05-01', { dateFormat: 'ymd', dateDivider: '-' })).toBe(
      '2031-05-01',
    );
  });
});
