import { describe, expect, it } from 'vitest';
import { barText, initialsOf } from './calendar-bar-text';
import { DAY_WIDTH } from './calendar-metrics';

const nights = (count: number) => count * DAY_WIDTH - 2;

describe('the text of a bar', () => {
  it('shows the whole name where it fits', () => {
    expect(barText('Eva Huber', 7, nights(3))).toBe('Eva Huber');
  });

  it('keeps a readable beginning on a bar of a few nights (cut at its end)', () => {
    expect(barText('Maximilian Oberhuber-Brandstätter', 7, nights(3))).toBe(
      'Maximilian Oberhuber-Brandstätter',
    );
  });

  it('shows initials on a bar too short for a readable name', () => {
    expect(barText('Maximilian Oberhuber', 7, nights(1))).toBe('MO');
    expect(barText('Maximilian Oberhuber', 7, nights(2))).toBe('MO');
  });

  it('shows the booking number when there is no guest', () => {
    expect(barText('  ', 12, nights(1))).toBe('#12');
  });

  it('takes first and last name for the initials', () => {
    expect(initialsOf('anna maria brandstätter')).toBe('AB');
    expect(initialsOf('Cher')).toBe('C');
  });
});
