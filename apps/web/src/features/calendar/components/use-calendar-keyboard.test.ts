import { describe, expect, it } from 'vitest';
import type { CalendarBooking } from '@hotel/shared/contracts/booking-calendar';
import type { CalendarRow } from './calendar-layout';
import { moveHeld, type HeldBar } from './use-calendar-keyboard';

const rows: CalendarRow[] = [
  { key: 'type:a', kind: 'group', roomTypeId: 'a', label: 'Double (DZ)' },
  { key: 'room:1', kind: 'room', roomTypeId: 'a', roomId: '1', label: '101', needsCleaning: false },
  { key: 'room:2', kind: 'room', roomTypeId: 'a', roomId: '2', label: '102', needsCleaning: false },
  { key: 'type:b', kind: 'group', roomTypeId: 'b', label: 'Single (EZ)' },
  { key: 'room:3', kind: 'room', roomTypeId: 'b', roomId: '3', label: '201', needsCleaning: false },
];

const held: HeldBar = {
  bar: { booking: { _id: 'b1' } as CalendarBooking, startDay: 3, endDay: 5 },
  fromRowKey: 'room:2',
  rowIndex: 2,
  startDay: 3,
  endDay: 5,
};
const move = (key: string, isShift = false, from = held) => moveHeld(from, key, isShift, rows, 14);

describe('moving a held bar by keyboard', () => {
  it('moves a day earlier or later, keeping the length', () => {
    expect(move('ArrowRight')).toMatchObject({ startDay: 4, endDay: 6, rowIndex: 2 });
    expect(move('ArrowLeft')).toMatchObject({ startDay: 2, endDay: 4 });
  });

  it('moves a room up or down, over the room type headers', () => {
    expect(move('ArrowUp')).toMatchObject({ rowIndex: 1 });
    expect(move('ArrowDown')).toMatchObject({ rowIndex: 4 });
    expect(move('ArrowUp', false, { ...held, rowIndex: 1 })).toMatchObject({ rowIndex: 1 });
  });

  it('changes the departure with shift, never below one night', () => {
    expect(move('ArrowRight', true)).toMatchObject({ startDay: 3, endDay: 6 });
    expect(move('ArrowLeft', true)).toMatchObject({ startDay: 3, endDay: 4 });
    expect(move('ArrowLeft', true, { ...held, endDay: 4 })).toMatchObject({ endDay: 4 });
  });

  it('keeps a night of the bar inside the days shown', () => {
    expect(move('ArrowLeft', false, { ...held, startDay: -1, endDay: 1 })).toMatchObject({
      startDay: -1,
    });
    expect(move('ArrowRight', false, { ...held, startDay: 13, endDay: 15 })).toMatchObject({
      startDay: 13,
    });
  });

  it('ignores other keys', () => {
    expect(move('a')).toBeNull();
  });
});
