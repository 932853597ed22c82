import { describe, expect, it } from 'vitest';
import type { CalendarBooking, CalendarResponse } from '@hotel/shared/contracts/booking-calendar';
import { assignLanes, barsOf, buildCalendarLayout } from './calendar-layout';

const double = '00000000-0000-4000-8000-000000000001';
const single = '00000000-0000-4000-8000-000000000002';
const room101 = '00000000-0000-4000-8000-000000000101';
const room102 = '00000000-0000-4000-8000-000000000102';
const room201 = '00000000-0000-4000-8000-000000000201';

function booking(id: number, fields: Partial<CalendarBooking>): CalendarBooking {
  return {
    _id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
    number: id,
    status: 'new',
    roomTypeId: double,
    roomId: room101,
    arrival: '2026-05-03',
    departure: '2026-05-05',
    guestName: `Guest ${id}`,
    adults: 2,
    kids: 0,
    openAmount: 0,
    kind: 'stay',
    channelConflict: false,
    source: 'manual',
    version: 1,
    ...fields,
  };
}

function calendar(bookings: CalendarBooking[]): CalendarResponse {
  return {
    startDate: '2026-05-01',
    endDate: '2026-07-02',
    today: '2026-05-04',
    roomTypes: [
      { _id: double, name: 'Double', shortCode: 'DZ' },
      { _id: single, name: 'Single', shortCode: 'EZ' },
    ],
    rooms: [
      { _id: room101, number: '101', roomTypeId: double, needsCleaning: false },
      { _id: room102, number: '102', roomTypeId: double, needsCleaning: false },
      { _id: room201, number: '201', roomTypeId: single, needsCleaning: false },
    ],
    bookings,
  };
}

describe('calendar layout', () => {
  it('lists each room type with its rooms and puts bars in day units from the range start', () => {
    const layout = buildCalendarLayout(calendar([booking(1, {})]), null);
    expect(layout.rows.map((row) => (row.kind === 'room' ? row.label : row.kind))).toEqual([
      'group',
      '101',
      '102',
      'group',
      '201',
    ]);
    expect(barsOf(layout, `room:${room101}`)).toMatchObject([{ startDay: 2, endDay: 4 }]);
    expect(barsOf(layout, `room:${room102}`)).toEqual([]);
  });

  it('stacks overlapping unassigned bookings into lanes of their room type', () => {
    const layout = buildCalendarLayout(
      calendar([
        booking(1, { roomId: null, arrival: '2026-05-02', departure: '2026-05-06' }),
        booking(2, { roomId: null, arrival: '2026-05-04', departure: '2026-05-08' }),
        // Arrives on the day the first one leaves: shares its lane.
        booking(3, { roomId: null, arrival: '2026-05-06', departure: '2026-05-07' }),
      ]),
      null,
    );
    const lanes = layout.rows.filter((row) => row.kind === 'unassigned');
    expect(lanes).toHaveLength(2);
    expect(barsOf(layout, lanes[0]!.key).map((bar) => bar.booking.number)).toEqual([1, 3]);
    expect(barsOf(layout, lanes[1]!.key).map((bar) => bar.booking.number)).toEqual([2]);
  });

  it('shows only the filtered room type', () => {
    const layout = buildCalendarLayout(calendar([booking(1, {})]), single);
    expect(layout.rows.map((row) => row.key)).toEqual([`type:${single}`, `room:${room201}`]);
  });

  it('draws a booking that is being saved at its new place', () => {
    const moved = booking(1, {});
    const layout = buildCalendarLayout(
      calendar([moved]),
      null,
      new Map([
        [
          moved._id,
          { roomTypeId: single, roomId: room201, arrival: '2026-05-10', departure: '2026-05-12' },
        ],
      ]),
    );
    expect(barsOf(layout, `room:${room101}`)).toEqual([]);
    expect(barsOf(layout, `room:${room201}`)).toMatchObject([{ startDay: 9, endDay: 11 }]);
  });

  it('assigns lanes in arrival order', () => {
    const lanes = assignLanes([
      booking(2, { arrival: '2026-05-05', departure: '2026-05-06' }),
      booking(1, { arrival: '2026-05-01', departure: '2026-05-05' }),
    ]);
    expect(lanes.map((lane) => lane.map((item) => item.number))).toEqual([[1, 2]]);
  });
});
