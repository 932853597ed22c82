import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { CalendarBar } from './calendar-bar';
import type { BarLayout } from './calendar-layout';
import { DAY_WIDTH } from './calendar-metrics';

function barOf(startDay: number, endDay: number): BarLayout {
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
      version: 1,
    },
  };
}

describe('calendar bar', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('starts the name of a stay that began before the first day at the first visible day', () => {
    // Arrived 3 days before the range: the bar begins 2.5 days under the room column.
    render(<CalendarBar bar={barOf(-3, 7)} left={150} isDraggable={false} />);
    const label = screen.getByTestId('calendar-bar-label');
    expect(label.style.marginLeft).toBe(`${2.5 * DAY_WIDTH}px`);
    expect(screen.getByTestId('calendar-bar-text').textContent).toBe('Maria Muster');
  });

  it('leaves the name of a stay within the range where the bar begins', () => {
    render(<CalendarBar bar={barOf(2, 5)} left={150} isDraggable={false} />);
    expect(screen.getByTestId('calendar-bar-label').style.marginLeft).toBe('');
  });
});
