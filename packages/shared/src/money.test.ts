import { describe, expect, it } from 'vitest';
import { formatMoneyIn, minorToInput, parseMoneyInput } from './money';

describe('money input', () => {
  it('converts decimals to minor units without losing a cent', () => {
    expect(parseMoneyInput('12,50', 'EUR')).toBe(1250);
    expect(parseMoneyInput('0.29', 'EUR')).toBe(29);
    expect(parseMoneyInput('1.005', 'EUR')).toBeUndefined();
    expect(parseMoneyInput('abc', 'EUR')).toBeUndefined();
    expect(parseMoneyInput('1500', 'JPY')).toBe(1500);
    expect(minorToInput(29, 'EUR')).toBe('0.29');
    expect(minorToInput(123456, 'EUR')).toBe('1234.56');
    expect(minorToInput(1500, 'JPY')).toBe('1500');
  });
});

describe('formatMoneyIn', () => {
  it('writes minor units in the currency, the locale’s way', () => {
    expect(formatMoneyIn(123456, 'EUR', 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoneyIn(123456, 'EUR', 'en-GB')).toBe('€1,234.56');
    expect(formatMoneyIn(1500, 'JPY', 'en-GB')).toBe('JP¥1,500');
  });
});
