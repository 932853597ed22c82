import { describe, expect, it } from 'vitest';
import { internationalPhone, isPhoneCountry, phoneCountries, phoneIssueKey } from './phone';

describe('phone numbers of the public booking page', () => {
  it('reads a number without prefix in the chosen country', () => {
    expect(internationalPhone('0664 1234567', 'AT')).toBe('+436641234567');
    expect(internationalPhone('07911 123456', 'GB')).toBe('+447911123456');
    expect(internationalPhone('+49 170 1234567', 'AT')).toBe('+491701234567');
    expect(phoneIssueKey('+436641234567')).toBeNull();
  });

  it('keeps what it cannot read as typed, for the validation to name', () => {
    expect(internationalPhone(' abc ', 'DE')).toBe('abc');
  });

  it('knows the countries it can read numbers of', () => {
    expect(isPhoneCountry('AT')).toBe(true);
    expect(isPhoneCountry('ZZ')).toBe(false);
    expect(phoneCountries()).toContain('DE');
  });
});
