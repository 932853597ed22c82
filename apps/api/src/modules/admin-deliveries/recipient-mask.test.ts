import { describe, expect, it } from 'vitest';
import { maskRecipient } from './recipient-mask';

describe('maskRecipient', () => {
  it('keeps an email’s first letters and its domain', () => {
    expect(maskRecipient('anna.schmidt@example.com')).toBe('an***@example.com');
    expect(maskRecipient('bo@example.com')).toBe('b***@example.com');
  });

  it('keeps a number’s country prefix and last two digits', () => {
    expect(maskRecipient('+4915112345678')).toBe('+49 *** **78');
    expect(maskRecipient('015112345678')).toBe('*** **78');
  });

  it('shows nothing of what it cannot recognise, and nothing for no recipient', () => {
    expect(maskRecipient('12345')).toBe('***');
    expect(maskRecipient('')).toBe('');
  });
});
