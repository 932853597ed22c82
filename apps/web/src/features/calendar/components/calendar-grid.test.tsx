import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    {
      _id: '00000000-0000-4000-9000-000000000008',
      number: 8,
      status: 'pending',
      roomTypeId: typeId,
      roomId: room102,
      arrival: '2026-05-08',
      departure: '2026-05-11',
      guestName: '',
      adults: 0,
      kids: 0,
      openAmount: 0,
      kind: 'block',
      channelConflict: false,
      source: 'smoobu',
      version: 1,
    },
    {
      _id: '00000000-0000-4000-9000-000000000009',
      number: 9,
      status: 'new',
      roomTypeId: typeId,
      roomId: null,
      arrival: '2026-05-02',
      departure: '2026-05-04',
      guestName: 'Jana Novak',
      adults: 2,
      kids: 0,
      openAmount: 24000,
      kind: 'stay',
      channelConflict: true,
      source: 'smoobu',
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
    // The virtualised chart mounts what fits its box: give the boxes a size.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      value: 1200,
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      value: 600,
    });
  });

  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
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

  /** Presses a bar at a day of its row and lets go at another (rows: 1 = 101, 2 = 102). */
  function dragBar(bookingId: string, rowIndex: number, fromDay: number, toDay: number) {
    const bar = document.querySelector<HTMLElement>(`[data-booking-id="${bookingId}"]`)!;
    fireEvent.pointerDown(bar, { ...point(rowIndex, fromDay), button: 0, pointerType: 'mouse' });
    // A moved bar hides while its ghost shows: the chart gets the rest of the gesture.
    const grid = screen.getByTestId('calendar-grid');
    fireEvent.pointerMove(grid, point(rowIndex, toDay));
    fireEvent.pointerUp(grid, point(rowIndex, toDay));
  }

  it("moves a stay by dragging, but opens a channel's blocked period instead of moving it", () => {
    const { callbacks } = renderGrid();
    dragBar('00000000-0000-4000-9000-000000000007', 1, 2, 4);
    expect(callbacks.onMoveBooking).toHaveBeenCalledTimes(1);

    const block = document.querySelector<HTMLElement>('[data-kind="block"]')!;
    expect(block.dataset.draggable).toBeUndefined();
    dragBar('00000000-0000-4000-9000-000000000008', 2, 8, 10);
    expect(callbacks.onMoveBooking).toHaveBeenCalledTimes(1);
    expect(callbacks.onOpenBooking).toHaveBeenCalledWith('00000000-0000-4000-9000-000000000008');
  });

  it('says by keyboard that a blocked period is moved at its channel, not here', () => {
    const { callbacks } = renderGrid();
    const block = document.querySelector<HTMLElement>('[data-kind="block"]')!;
    fireEvent.keyDown(block, { key: ' ' });
    fireEvent.keyDown(block, { key: 'ArrowRight' });
    fireEvent.keyDown(block, { key: 'Enter' });
    expect(screen.getByTestId('calendar-keyboard-status').textContent).toBe(
      'Blocked period 8 belongs to its channel and cannot be moved here.',
    );
    expect(callbacks.onMoveBooking).not.toHaveBeenCalled();
  });

  it("shows a blocked period's card with its channel and without a balance", () => {
    renderGrid();
    act(() => document.querySelector<HTMLElement>('[data-kind="block"]')!.focus());
    const card = within(screen.getByTestId('calendar-booking-card'));
    expect(card.getByText('Blocked')).toBeTruthy();
    expect(card.getByTestId('calendar-card-source').textContent).toBe('Smoobu');
    expect(card.getByTestId('calendar-card-block').textContent).toContain(
      'Smoobu owns it: change or remove it there',
    );
    expect(card.queryByTestId('calendar-card-balance')).toBeNull();
  });

  it('marks a conflict on the unassigned lane and says in its card what to do', () => {
    renderGrid();
    const conflict = document.querySelector<HTMLElement>('[data-conflict]')!;
    expect(conflict.closest<HTMLElement>('[data-row-key]')!.dataset.rowKey).toMatch(/unassigned/);
    act(() => conflict.focus());
    const card = within(screen.getByTestId('calendar-booking-card'));
    expect(card.getByTestId('calendar-card-conflict').textContent).toBe(
      'Conflict: overlaps a booking — assign a room',
    );
    expect(card.getByTestId('calendar-card-source').textContent).toBe('Smoobu');
    expect(card.getByTestId('calendar-card-balance').textContent).toMatch(/240/);
  });
});
