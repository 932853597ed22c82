import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { CalendarBar, labelShiftOf } from './calendar-bar';
import type { BarLayout } from './calendar-layout';
import { DAY_WIDTH } from './calendar-metrics';
import { formatHotelDate } from '@hotel/shared/hotel-date-format';

/** A hotel that writes year, month, day with slashes. */
const ymdSlashes = (date: string) => formatHotelDate(date, { dateFormat: 'ymd', dateDivider: '/' });

function barOf(
  startDay: number,
  endDay: number,
  overrides: Partial<BarLayout['booking']> = {},
): BarLayout {
  return {
    startDay,
    endDay,
    booking: {
      _id: '7d3c1c51-4a5e-4b8e-9a43-1f1f0f6f2a01',
      number: 87,
      status: 'pending',
      roomTypeId: '7d3c1c51-4a5e-4b8e-9a43-1f1f0f6f2a02',
      roomId: null,
      arrival: '2026-11-20',
      departure: '2026-11-30',
      guestName: 'Maria Muster',
      adults: 2,
      kids: 0,
      openAmount: 0,
      kind: 'stay',
      channelConflict: false,
      source: 'manual',
      version: 1,
      ...overrides,
    },
  };
}

describe('calendar bar', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('starts the name of a stay that began before the first day at the first visible day', () => {
    // Arrived 3 days before the range: the bar begins 2.5 days under the room column.
    const bar = barOf(-3, 7);
    render(
      <CalendarBar
        bar={bar}
        left={150}
        labelShift={labelShiftOf(bar, 0)}
        formatDate={ymdSlashes}
        isDraggable={false}
      />,
    );
    const label = screen.getByTestId('calendar-bar-label');
    expect(label.style.marginLeft).toBe(`${2.5 * DAY_WIDTH}px`);
    expect(screen.getByTestId('calendar-bar-text').textContent).toBe('Maria Muster');
  });

  it('moves the label of a stay scrolled under the room column to the first visible day', () => {
    // Scrolled so that day 4 is the first whole day: a stay from day 2 to 9 crosses the edge.
    expect(labelShiftOf(barOf(2, 9), 4)).toBe(1.5 * DAY_WIDTH);
    // A stay that ends by then is out of view, and one that begins after it is not moved.
    expect(labelShiftOf(barOf(1, 4), 4)).toBe(0);
    expect(labelShiftOf(barOf(5, 8), 4)).toBe(0);
  });

  it('leaves the name of a stay within the range where the bar begins', () => {
    render(
      <CalendarBar bar={barOf(2, 5)} left={150} formatDate={ymdSlashes} isDraggable={false} />,
    );
    expect(screen.getByTestId('calendar-bar-label').style.marginLeft).toBe('');
    // Its spoken label writes the stay the hotel's way, like every staff page.
    expect(screen.getByRole('link').textContent).toContain('2026/11/20');
    expect(screen.getByRole('link').textContent).toContain('2026/11/30');
  });

  it("draws a channel's blocked period as blocked by its channel, without a guest", () => {
    const bar = barOf(2, 5, { kind: 'block', guestName: '', source: 'smoobu', number: 90 });
    render(<CalendarBar bar={bar} left={150} formatDate={ymdSlashes} isDraggable={false} />);
    const link = screen.getByRole('link');
    expect(link.dataset.kind).toBe('block');
    expect(screen.getByTestId('calendar-bar-text').textContent).toBe('Blocked · Smoobu');
    expect(link.textContent).toContain('Blocked period 90 from Smoobu, 2026/11/20 – 2026/11/30');
    expect(link.textContent).not.toContain('no guest');
  });

  it('marks a channel reservation that waits after an overlap, in words too', () => {
    const bar = barOf(2, 5, { channelConflict: true, source: 'smoobu' });
    render(<CalendarBar bar={bar} left={150} formatDate={ymdSlashes} isDraggable />);
    const link = screen.getByRole('link');
    expect(link.dataset.conflict).toBe('true');
    expect(screen.getByTestId('calendar-bar-text').textContent).toBe('Maria Muster');
    expect(link.textContent).toContain('Conflict: overlaps a booking — assign a room');
  });
});
