import { describe, expect, it } from 'vitest';
import { minorToInput, parseMoneyInput } from './money';

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
