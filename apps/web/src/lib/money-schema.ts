import { z } from 'zod';
import { parseMoneyInput } from '@hotel/shared/money';

/** A decimal amount typed by a person, checked like the API's minor-unit field. */
export const moneyText = (currency: string, options: { isOptional?: boolean } = {}) =>
  z
    .string()
    .refine(
      (text) =>
        (options.isOptional && text.trim() === '') || parseMoneyInput(text, currency) !== undefined,
      'validation.moneyInvalid',
    );

export function toMinor(text: string, currency: string): number {
  return parseMoneyInput(text, currency) ?? 0;
}
