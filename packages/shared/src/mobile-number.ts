import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type MobileNumberResult =
  | { ok: true; e164: string; country: string }
  | { ok: false; reason: 'no_mobile' | 'invalid_mobile' | 'forbidden_country_code' };

/**
 * A guest's mobile as an SMS needs it: E.164 (+4915112345678) and its country, or the reason
 * of the spec's catalogue (§8) why no SMS can go. A number without a country prefix is read
 * in `defaultCountry` (the hotel's). An empty `allowedCountries` allows none.
 */
export function normalizeMobile(
  raw: string,
  defaultCountry: string,
  allowedCountries: readonly string[],
): MobileNumberResult {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: 'no_mobile' };
  const number = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  if (!number || !number.isValid() || !number.country) {
    return { ok: false, reason: 'invalid_mobile' };
  }
  if (!allowedCountries.includes(number.country)) {
    return { ok: false, reason: 'forbidden_country_code' };
  }
  return { ok: true, e164: number.number, country: number.country };
}
