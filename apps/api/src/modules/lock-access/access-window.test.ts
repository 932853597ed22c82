import { describe, expect, it } from 'vitest';
import { accessWindow } from './access-window';

const berlin = { checkInTime: '15:00', checkOutTime: '11:00', timeZone: 'Europe/Berlin' };

describe('accessWindow', () => {
  it('runs from check-in time on arrival to check-out time on departure, hotel time', () => {
    const window = accessWindow({ arrival: '2031-07-10', departure: '2031-07-12' }, berlin);
    expect(window.from.toISOString()).toBe('2031-07-10T13:00:00.000Z');
    expect(window.until.toISOString()).toBe('2031-07-12T09:00:00.000Z');
  });

  it('follows the wall clock across the spring and autumn changes', () => {
    const spring = accessWindow({ arrival: '2031-03-29', departure: '2031-03-31' }, berlin);
    expect(spring.from.toISOString()).toBe('2031-03-29T14:00:00.000Z');
    expect(spring.until.toISOString()).toBe('2031-03-31T09:00:00.000Z');
    const autumn = accessWindow({ arrival: '2031-10-25', departure: '2031-10-27' }, berlin);
    expect(autumn.from.toISOString()).toBe('2031-10-25T13:00:00.000Z');
    expect(autumn.until.toISOString()).toBe('2031-10-27T10:00:00.000Z');
  });
});
