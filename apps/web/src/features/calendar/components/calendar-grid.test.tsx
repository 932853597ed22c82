import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarResponse } from '@hotel/shared/contracts/booking-calendar';
import { changeLanguage } from '@/lib/i18n';
import { CalendarGrid } from './calendar-grid';
import { buildCalendarLayout } from './calendar-layout';
import { DAY_WIDTH, HEADER_HEIGHT, ROW_HEIGHT } from './calendar-metrics';

const typeId = '00000000-0000-4000-8000-000000000001';
const room101 = '00000000-0000-4000-8000-000000000101';
const room102 = '00000000-0000-4000-8000-000000000102';
const ROOM_COLUMN = 100;

const data: CalendarResponse = {
  startDate: '2026-05-01',
  endDate: '2026-05-15',
  today: '2026-05-01',
  roomTypes: [{ _id: typeId, name: 'Double', shortCode: 'DZ' }],
  rooms: [
    { _id: room101, number: '101', roomTypeId: typeId, needsCleaning: false },
    { _id: room102, number: '102', roomTypeId: typeId, needsCleaning: false },
  ],
  bookings: [
    {
      _id: '00000000-0000-4000-9000-000000000007',
      number: 7,
      status: 'pending',
      roomTypeId: typeId,
      roomId: room101,
      arrival: '2026-05-02',
      departure: '2026-05-04',
      guestName: 'Eva Huber',
      adults: 2,
      kids: 0,
      openAmount: 0,
      kind: 'stay',
      channelConflict: false,
      source: 'manual',
      version: 1,
    },
  ],
};

/** Viewport point of a day in a row (row 0 is the room type header, 1 is room 101). */
function point(rowIndex: number, day: number) {
  return {
    clientX: ROOM_COLUMN + day * DAY_WIDTH + DAY_WIDTH / 2,
    clientY: HEADER_HEIGHT + rowIndex * ROW_HEIGHT + ROW_HEIGHT / 2,
  };
}

function renderGrid(canDrag = true) {
  const callbacks = { onSelectRange: vi.fn(), onOpenBooking: vi.fn(), onMoveBooking: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CalendarGrid
        layout={buildCalendarLayout(data, null)}
        startDate={data.startDate}
        endDate={data.endDate}
        today={data.today}
        roomColumn={ROOM_COLUMN}
        canDrag={canDrag}
        scrollToTodayToken="1"
        callbacks={callbacks}
      />
    </QueryClientProvider>,
  );
  return { callbacks, grid: screen.getByTestId('calendar-grid') };
}

describe('calendar grid', () => {
  beforeAll(async () => {
    await changeLanguage('en');
    // happy-dom has no layout: the grid sits at the viewport origin, unscrolled.
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.hasPointerCapture = () => false;
  });

  it('turns a drag over free days of a room into a new booking range', () => {
    const { grid, callbacks } = renderGrid();
    fireEvent.pointerDown(grid, { ...point(2, 3), button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(grid, point(2, 5));
    fireEvent.pointerUp(grid, point(2, 5));
    expect(callbacks.onSelectRange).toHaveBeenCalledWith(
      expect.objectContaining({ roomId: room102 }),
      '2026-05-04',
      '2026-05-07',
    );
  });

  it('does not let a reader select days for a new booking', () => {
    const { grid, callbacks } = renderGrid(false);
    fireEvent.pointerDown(grid, { ...point(2, 6), button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(grid, point(2, 7));
    expect(callbacks.onSelectRange).not.toHaveBeenCalled();
  });

  it('ignores presses on the room column and the day header', () => {
    const { grid, callbacks } = renderGrid();
    fireEvent.pointerDown(grid, { clientX: 10, clientY: 100, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(grid, { clientX: 10, clientY: 100 });
    fireEvent.pointerDown(grid, { clientX: 300, clientY: 10, button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(grid, { clientX: 300, clientY: 10 });
    expect(callbacks.onSelectRange).not.toHaveBeenCalled();
  });
});
