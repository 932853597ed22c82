import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { CalendarMonthPicker } from './calendar-month-picker';

describe('the month picker', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('names the month in the interface language, not the browser’s', async () => {
    await changeLanguage('de');
    render(<CalendarMonthPicker month="2026-12" onChange={() => {}} />);
    expect(screen.getByTestId('calendar-month').textContent).toBe('Dezember 2026');
  });

  it('opens the year and picks a month of another year', async () => {
    await changeLanguage('en');
    const onChange = vi.fn();
    render(<CalendarMonthPicker month="2026-12" onChange={onChange} />);
    expect(screen.getByTestId('calendar-month').textContent).toBe('December 2026');
    fireEvent.click(screen.getByTestId('calendar-month'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next year' }));
    fireEvent.click(screen.getByRole('button', { name: 'March 2027' }));
    expect(onChange).toHaveBeenCalledWith('2027-03');
  });
});
