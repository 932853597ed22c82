import { describe, expect, it } from 'vitest';
import de from '@/locales/de/housekeeping.json';
import en from '@/locales/en/housekeeping.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('housekeeping translations', () => {
  it('has every German key in English and the other way round', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
  });
});
