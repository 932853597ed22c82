import { validatePhoneNumberLength, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

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
