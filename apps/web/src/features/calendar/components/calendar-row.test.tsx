import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import type { CalendarRow } from './calendar-layout';
import { CalendarRowLabel } from './calendar-row';

function roomRow(number: string, needsCleaning: boolean): CalendarRow {
  return {
    key: `room:${number}`,
    kind: 'room',
    roomTypeId: 'type-1',
    roomId: `room-${number}`,
    label: number,
    needsCleaning,
  };
}

function renderRow(row: CalendarRow) {
  render(<CalendarRowLabel row={row} top={0} width={500} roomColumn={100} />, {
    wrapper: MemoryRouter,
  });
}

describe('calendar room row', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('marks a room that needs cleaning with a labelled link to housekeeping', () => {
    renderRow(roomRow('102', true));
    const mark = screen.getByRole('link', { name: 'Room 102 needs cleaning' });
    expect(mark.getAttribute('href')).toBe('/housekeeping');
    expect(mark.getAttribute('title')).toBe('Room 102 needs cleaning');
  });

  it('shows no mark on a clean room', () => {
    renderRow(roomRow('101', false));
    expect(screen.getByText('101')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
