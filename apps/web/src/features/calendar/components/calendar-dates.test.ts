import { describe, expect, it } from 'vitest';
import { formatDay } from './calendar-dates';

describe('calendar dates', () => {
  it('read like the rest of the app: British order in English, German in German', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('21 Nov 2026');
    expect(formatDay('2026-11-21', 'de')).toBe('21.11.2026');
  });
});
