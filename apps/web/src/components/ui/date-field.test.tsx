import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { DateField } from './date-field';

let handedOn: string[];

function ControlledDate({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Day"
      value={value}
      onChange={(next) => {
        handedOn.push(next);
        setValue(next);
      }}
    />
  );
}

function segmentTexts() {
  return screen.getAllByRole('spinbutton').map((segment) => segment.textContent);
}

describe('DateField', () => {
  beforeEach(async () => {
    handedOn = [];
    await changeLanguage('en');
  });

  it('hands on a typed date only once its year is complete', async () => {
    render(<ControlledDate initial="" />);
    // Focus rather than click: a click's selection change recurses in happy-dom.
    act(() => screen.getAllByRole('spinbutton')[0]!.focus());
    await userEvent.keyboard('21112026');

    expect(handedOn).toEqual(['2026-11-21']);
    expect(segmentTexts()).toEqual(['21', '11', '2026']);
  });

  it('keeps the other segments while a new year is typed over an existing date', async () => {
    render(<ControlledDate initial="2026-11-21" />);
    act(() => screen.getAllByRole('spinbutton')[2]!.focus());
    await userEvent.keyboard('2027');

    expect(handedOn).toEqual(['2027-11-21']);
    expect(segmentTexts()).toEqual(['21', '11', '2027']);
  });
});
