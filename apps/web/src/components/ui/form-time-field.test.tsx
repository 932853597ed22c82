import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { FormTimeField } from './form-time-field';

let submitted: { time: string } | undefined;

function TimeForm({ initial }: { initial: string }) {
  const { control, handleSubmit } = useForm({ defaultValues: { time: initial } });
  return (
    <form onSubmit={handleSubmit((values) => (submitted = values))}>
      <FormTimeField control={control} name="time" label="Check-in" isRequired />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTimeField', () => {
  beforeEach(() => {
    submitted = undefined;
  });

  it('shows a 24-hour time without AM/PM in German and hands back HH:MM', async () => {
    await changeLanguage('de');
    render(<TimeForm initial="15:00" />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.map((segment) => segment.textContent)).toEqual(['15', '00']);

    // Focus rather than click: a click's selection change recurses in happy-dom.
    act(() => segments[0]!.focus());
    await userEvent.keyboard('09');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ time: '09:00' });
  });

  it('keeps the 24-hour clock in English too', async () => {
    await changeLanguage('en');
    render(<TimeForm initial="23:30" />);
    const texts = screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
    expect(texts).toEqual(['23', '30']);
    expect(screen.queryByText(/PM/)).toBeNull();
  });
});
