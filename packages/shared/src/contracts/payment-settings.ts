import { z } from 'zod';
import { DEFAULT_PAYMENT_METHODS, PAYMENT_METHODS, type PaymentMethod } from '../payment-status';
import { optionalText } from './fields';

/** ISO 13616: two letters, two check digits, up to 30 letters or digits; mod 97 must be 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Printed on invoices and shown to guests who pay by bank transfer. */
export const bankDetailsSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** What the hotel row's `payments` column holds; online is the setting's useOnlinePayments. */
export interface StoredPaymentSettings {
  methods?: PaymentMethod[];
  bankDetails?: Partial<BankDetails>;
}

/** The hotel's payment settings as every staff member may read them (hotel.payments). */
export const hotelPaymentsSchema = z.object({
  /** Accepted methods; `online` exactly when setting.useOnlinePayments is on. */
  methods: z.array(z.enum(PAYMENT_METHODS)),
  bankDetails: bankDetailsSchema,
});
export type HotelPayments = z.infer<typeof hotelPaymentsSchema>;

/** Stored column + online flag → what the hotel accepts; a new hotel takes the defaults. */
export function effectivePaymentSettings(
  stored: StoredPaymentSettings,
  useOnlinePayments: boolean,
): HotelPayments {
  const offline: readonly PaymentMethod[] = (stored.methods ?? DEFAULT_PAYMENT_METHODS).filter(
    (method) => method !== 'online',
  );
  return {
    methods: PAYMENT_METHODS.filter(
      (method) => offline.includes(method) || (method === 'online' && useOnlinePayments),
    ),
    bankDetails: {
      accountHolder: stored.bankDetails?.accountHolder ?? '',
      iban: stored.bankDetails?.iban ?? '',
      bic: stored.bankDetails?.bic ?? '',
      bankName: stored.bankDetails?.bankName ?? '',
    },
  };
}

/** Which online payment provider the server is configured with (adapter, DESIGN §2.8). */
export const PAYMENT_PROVIDER_KINDS = ['local', 'stripe'] as const;

/** GET /api/hotel/payments (manageHotel). */
export const paymentSettingsSchema = hotelPaymentsSchema
  .extend({
    useOnlinePayments: z.boolean(),
    provider: z.object({
      kind: z.enum(PAYMENT_PROVIDER_KINDS),
      /** false: the local simulator, no money moves. */
      isLive: z.boolean(),
    }),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** PUT /api/hotel/payments (manageHotel). Bank transfer needs an account holder and an IBAN. */
export const paymentSettingsRequestSchema = z
  .strictObject({
    methods: z
      .array(z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethodInvalid' }), {
        error: 'validation.paymentMethodsRequired',
      })
      .min(1, 'validation.paymentMethodsRequired')
      .transform((methods) => PAYMENT_METHODS.filter((method) => methods.includes(method))),
    bankDetails: z
      .strictObject({
        accountHolder: optionalText(200),
        iban: z
          .string()
          .trim()
          .max(42, 'validation.tooLong')
          .optional()
          .default('')
          .transform((value) => value.replace(/\s+/g, '').toUpperCase())
          .refine((value) => !value || isValidIban(value), 'validation.ibanInvalid'),
        bic: z
          .string()
          .trim()
          .max(11, 'validation.tooLong')
          .optional()
          .default('')
          .transform((value) => value.replace(/\s+/g, '').toUpperCase())
          .refine((value) => !value || BIC_PATTERN.test(value), 'validation.bicInvalid'),
        bankName: optionalText(200),
      })
      .default({ accountHolder: '', iban: '', bic: '', bankName: '' }),
  })
  .superRefine((value, ctx) => {
    if (!value.methods.includes('bank_transfer')) return;
    if (!value.bankDetails.accountHolder) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankDetails', 'accountHolder'],
        message: 'validation.accountHolderRequired',
      });
    }
    if (!value.bankDetails.iban) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankDetails', 'iban'],
        message: 'validation.ibanRequired',
      });
    }
  });
export type PaymentSettingsRequest = z.input<typeof paymentSettingsRequestSchema>;
