import {
  getCountries,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';

/**
 * The spec's five phone errors are exactly libphonenumber's length results plus its validity
 * check, so they map one to one. Returns a message key, or null when the number is valid.
 */
export function phoneIssueKey(value: string, defaultCountry: CountryCode = 'DE'): string | null {
  const lengthResult = validatePhoneNumberLength(value, defaultCountry);
  switch (lengthResult) {
    case 'INVALID_COUNTRY':
      return 'validation.phoneInvalidCountryCode';
    case 'TOO_SHORT':
      return 'validation.phoneTooShort';
    case 'INVALID_LENGTH':
      return 'validation.phoneSeemsIncorrect';
    case 'TOO_LONG':
      return 'validation.phoneTooLong';
    case 'NOT_A_NUMBER':
      return 'validation.phoneNotValid';
  }
  return isValidPhoneNumber(value, defaultCountry) ? null : 'validation.phoneNotValid';
}

/** Whether libphonenumber knows a country code (ISO 3166-1 alpha-2), so it can be a default. */
export function isPhoneCountry(code: string): code is CountryCode {
  return isSupportedCountry(code);
}

/** Every country libphonenumber knows (ISO 3166-1 alpha-2): the public page's country list. */
export function phoneCountries(): CountryCode[] {
  return getCountries();
}

/**
 * A number in international form (+43 664 …), read with `defaultCountry` when it has no prefix;
 * as typed when it cannot be read. The server reads numbers without a prefix as German.
 */
export function internationalPhone(value: string, defaultCountry: CountryCode = 'DE'): string {
  try {
    return parsePhoneNumberWithError(value, defaultCountry).number;
  } catch {
    return value.trim();
  }
}
