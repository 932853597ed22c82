import { z } from 'zod';
import { LANGUAGES } from '../i18n/messages';
import { WALL_CLOCK_TIME } from '../zoned-time';
import {
  hotelCsvImportSchema,
  hotelLocationSchema,
  hotelNotificationsSchema,
  hotelPluginsSchema,
  hotelSoftwareSchema,
} from './hotel-integrations';
import { hotelPaymentsSchema } from './payment-settings';
import { emailField, optionalText, phoneField, requiredText } from './fields';

export const PROPERTY_TYPES = ['hotel', 'individual'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const DATE_FORMATS = ['dmy', 'mdy', 'ymd'] as const;
export const DATE_DIVIDERS = ['.', '/', '-'] as const;

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const timeField = (requiredKey: string) =>
  requiredText(requiredKey, 5).regex(WALL_CLOCK_TIME, 'validation.timeFormat');

export const hotelContactSchema = z.object({
  name: optionalText(200),
  address: requiredText('validation.addressRequired', 500),
  phone: phoneField(),
  email: emailField(),
});
export type HotelContact = z.infer<typeof hotelContactSchema>;

const featureFlags = {
  self_check_in: z.boolean().default(false),
  guestRegistrationRequired: z.boolean().default(false),
  useOnlinePayments: z.boolean().default(false),
  additional_entrance: z.boolean().default(false),
  nine_digit_additional_entrance: z.boolean().default(false),
};

export const hotelSettingSchema = z
  .object({
    propertyType: z.enum(PROPERTY_TYPES, { error: 'validation.propertyTypeRequired' }),
    defaultLanguage: z.enum(LANGUAGES, { error: 'validation.defaultLanguageRequired' }),
    timeZone: requiredText('validation.timeZoneRequired', 100).refine(
      isTimeZone,
      'validation.timeZoneInvalid',
    ),
    checkInTime: timeField('validation.checkInRequired'),
    checkOutTime: timeField('validation.checkOutRequired'),
    dateFormat: z.enum(DATE_FORMATS, { error: 'validation.dateFormatRequired' }),
    dateDivider: z.enum(DATE_DIVIDERS, { error: 'validation.dateFormatRequired' }),
    currency: requiredText('validation.currencyRequired', 3)
      .toUpperCase()
      .refine((code) => CURRENCIES.has(code), 'validation.currencyInvalid'),
    ...featureFlags,
  })
  .superRefine((setting, ctx) => {
    // Same-day turnover: guests leave before new guests arrive, so the room can be cleaned.
    if (setting.checkInTime <= setting.checkOutTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkInTime'],
        message: 'validation.checkInNotAfterCheckOut',
      });
      ctx.addIssue({
        code: 'custom',
        path: ['checkOutTime'],
        message: 'validation.checkOutNotBeforeCheckIn',
      });
    }
  });
export type HotelSettingInput = z.input<typeof hotelSettingSchema>;

/** POST /api/hotel: the creator becomes its owner. */
export const createHotelRequestSchema = z.object({
  name: requiredText('validation.hotelNameRequired', 200),
  symbol_code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/, 'validation.symbolCodeFormat')
    .optional(),
  contact: hotelContactSchema,
  setting: hotelSettingSchema,
  theme_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalid')
    .optional(),
});
export type CreateHotelRequest = z.input<typeof createHotelRequestSchema>;

/** PUT /api/hotel/: like create, and the `_id` of the hotel is required. */
export const updateHotelRequestSchema = createHotelRequestSchema.extend({
  _id: z.string({ error: 'validation.idRequired' }).min(1, 'validation.idRequired'),
});

const hotelSettingResponseSchema = z.object({
  individual_properties: z.boolean(),
  propertyType: z.enum(PROPERTY_TYPES),
  defaultLanguage: z.enum(LANGUAGES),
  timeZone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  dateFormat: z.enum(DATE_FORMATS),
  dateDivider: z.enum(DATE_DIVIDERS),
  currency: z.string(),
  self_check_in: z.boolean(),
  guestRegistrationRequired: z.boolean(),
  useOnlinePayments: z.boolean(),
  additional_entrance: z.boolean(),
  nine_digit_additional_entrance: z.boolean(),
});

/** The hotel as the API returns it (spec §3 field names); explicit, so nothing unknown leaks. */
export const hotelSchema = z.object({
  _id: z.string(),
  symbol_code: z.string(),
  name: z.string(),
  contact: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  setting: hotelSettingResponseSchema,
  theme_color: z.string(),
  software: hotelSoftwareSchema,
  notifications: hotelNotificationsSchema,
  guest_app: z.object({
    enabled: z.boolean(),
    accent_color: z.string(),
    template_image: z.array(z.object({ path: z.string() })),
  }),
  payments: hotelPaymentsSchema,
  location: hotelLocationSchema,
  csv_import: hotelCsvImportSchema,
  plugins: hotelPluginsSchema,
  /**
   * Who grants access: the owner's name only (no email or phone), so a refused member knows whom
   * to ask. The first owner when there are several; null for a hotel without one.
   */
  owner: z.object({ name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Hotel = z.infer<typeof hotelSchema>;

/** Sensible defaults for a new German house; the create form starts from these. */
export const DEFAULT_HOTEL_SETTING = {
  propertyType: 'hotel',
  defaultLanguage: 'de',
  timeZone: 'Europe/Berlin',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  dateFormat: 'dmy',
  dateDivider: '.',
  currency: 'EUR',
  self_check_in: false,
  guestRegistrationRequired: false,
  useOnlinePayments: false,
  additional_entrance: false,
  nine_digit_additional_entrance: false,
} as const satisfies HotelSettingInput;
