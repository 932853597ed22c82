import { describe, expect, it } from 'vitest';
import {
  effectivePaymentSettings,
  isValidIban,
  paymentSettingsRequestSchema,
} from './payment-settings';

const messages = (input: unknown) =>
  paymentSettingsRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('isValidIban', () => {
  it('accepts real IBANs with or without spaces, any case', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('at611904300234573201')).toBe(true);
  });

  it('refuses a wrong check digit or a malformed string', () => {
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('DE89')).toBe(false);
    expect(isValidIban('1234567890123456')).toBe(false);
  });
});

describe('payment settings request', () => {
  it('needs at least one method', () => {
    expect(messages({ methods: [] })).toEqual(['validation.paymentMethodsRequired']);
  });

  it('needs account holder and IBAN for bank transfers, and checks IBAN and BIC', () => {
    expect(messages({ methods: ['bank_transfer'] })).toEqual([
      'validation.accountHolderRequired',
      'validation.ibanRequired',
    ]);
    expect(
      messages({
        methods: ['cash'],
        bankDetails: { accountHolder: 'A', iban: 'DE00 1234', bic: 'nope' },
      }),
    ).toEqual(['validation.ibanInvalid', 'validation.bicInvalid']);
  });

  it('normalises the IBAN and orders the methods', () => {
    const parsed = paymentSettingsRequestSchema.parse({
      methods: ['online', 'cash'],
      bankDetails: {
        accountHolder: 'Hotel',
        iban: 'de89 3704 0044 0532 0130 00',
        bic: 'cobadeffxxx',
      },
    });
    expect(parsed.methods).toEqual(['cash', 'online']);
    expect(parsed.bankDetails.iban).toBe('DE89370400440532013000');
    expect(parsed.bankDetails.bic).toBe('COBADEFFXXX');
  });
});

describe('effectivePaymentSettings', () => {
  it('gives a new hotel cash, card and bank transfer', () => {
    expect(effectivePaymentSettings({}, false).methods).toEqual(['cash', 'card', 'bank_transfer']);
  });

  it('takes online from the useOnlinePayments flag only', () => {
    expect(effectivePaymentSettings({ methods: ['cash', 'online'] }, false).methods).toEqual([
      'cash',
    ]);
    expect(effectivePaymentSettings({ methods: ['cash'] }, true).methods).toEqual([
      'cash',
      'online',
    ]);
  });
});
