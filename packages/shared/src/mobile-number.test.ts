import { describe, expect, it } from 'vitest';
import { normalizeMobile } from './mobile-number';

const europe = ['DE', 'AT', 'CH'];

describe('normalizeMobile', () => {
  it('reads a national number in the hotel country and writes E.164', () => {
    expect(normalizeMobile('0151 1234 5678', 'DE', europe)).toEqual({
      ok: true,
      e164: '+4915112345678',
      country: 'DE',
    });
  });

  it('keeps an international number in its own country', () => {
    expect(normalizeMobile('+43 664 1234567', 'DE', europe)).toEqual({
      ok: true,
      e164: '+436641234567',
      country: 'AT',
    });
  });

  it('gives the catalogue reasons: none, not a number, a country not allowed', () => {
    expect(normalizeMobile('  ', 'DE', europe)).toEqual({ ok: false, reason: 'no_mobile' });
    expect(normalizeMobile('12', 'DE', europe)).toEqual({ ok: false, reason: 'invalid_mobile' });
    expect(normalizeMobile('+1 202 555 0143', 'DE', europe)).toEqual({
      ok: false,
      reason: 'forbidden_country_code',
    });
  });
});
