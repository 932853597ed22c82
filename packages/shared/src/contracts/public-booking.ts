import { z } from 'zod';
import { LANGUAGES } from '../i18n/messages';
import {
  HEX_COLOR,
  isReadableThemeColor,
  MIN_THEME_CONTRAST,
  contrastWithWhite,
} from '../theme-contrast';
import { emailField, idField, optionalText, phoneField, requiredText } from './fields';
import { stayDateField } from './bookings';
import { bankDetailsSchema } from './payment-settings';
import { roomTypeSchema } from './room-types';
import { serviceSchema } from './services';

/**
 * The public booking page (issue 13, spec §2 "/public/{hotel}", §3 "Public page settings",
 * §7 "Public"). Every `{id}` of a public call is the hotel's `_id` or `symbol_code`. Public
 * answers carry public fields only: nothing a visitor must not see (no guests, no bookings, no
 * settings beyond what the page shows).
 */

/** How a visitor may pay; `online` only while the hotel takes online payments. */
export const PUBLIC_PAYMENT_METHODS = ['on_arrival', 'bank_transfer', 'online'] as const;
export type PublicPaymentMethod = (typeof PUBLIC_PAYMENT_METHODS)[number];

export const PUBLIC_DESCRIPTION_MAX = 5000;
export const PUBLIC_SLIDER_MAX = 12;
export const MAX_MIN_STAY_DAYS = 30;
/** The most guests one public booking may name (the biggest room type bounds it further). */
export const PUBLIC_MAX_GUESTS = 20;
/** The longest stay a visitor may book online (staff can book longer at the desk). */
export const PUBLIC_MAX_STAY_NIGHTS = 30;
/** The public calendar answers at most this many days per call. */
export const PUBLIC_CALENDAR_MAX_DAYS = 92;

// ---------------------------------------------------------------------------------------------
// Settings: /plugins/public_page (manageHotel)

export const themeColorField = z
  .string({ error: 'validation.themeColorInvalid' })
  .trim()
  .toLowerCase()
  .regex(HEX_COLOR, 'validation.themeColorInvalid')
  .superRefine((value, ctx) => {
    if (!HEX_COLOR.test(value) || isReadableThemeColor(value)) return;
    ctx.addIssue({
      code: 'custom',
      message: 'validation.themeColorContrast',
      params: { params: { ratio: contrastWithWhite(value), min: MIN_THEME_CONTRAST } },
    });
  });

/** PUT /api/plugin/public_page: the page's settings; the theme colour is the hotel's own. */
export const publicPageSettingsRequestSchema = z
  .strictObject({
    /** The whole page is off: it shows the hotel's contact only, and every public call is 404. */
    disabled: z.boolean({ error: 'validation.invalidType' }),
    /** Visitors may book (otherwise the page shows rooms and prices, and how to ask). */
    booking_enabled: z.boolean({ error: 'validation.invalidType' }),
    theme_color: themeColorField,
    hotel_description: optionalText(PUBLIC_DESCRIPTION_MAX),
    /** Images uploaded with type `public_page`: their `large` URL paths, in order. */
    hotel_slider: z
      .array(z.object({ path: z.string().trim().min(1).max(500) }))
      .max(PUBLIC_SLIDER_MAX, 'validation.tooMany'),
    min_stay_days: z
      .number({ error: 'validation.minStayDaysInvalid' })
      .int('validation.minStayDaysInvalid')
      .min(1, 'validation.minStayDaysInvalid')
      .max(MAX_MIN_STAY_DAYS, 'validation.minStayDaysInvalid'),
    payment_methods: z
      .array(z.enum(PUBLIC_PAYMENT_METHODS, { error: 'validation.invalid' }))
      .max(PUBLIC_PAYMENT_METHODS.length),
  })
  .superRefine((value, ctx) => {
    if (value.booking_enabled && value.payment_methods.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.paymentMethodRequired',
        path: ['payment_methods'],
      });
    }
  });
export type PublicPageSettingsRequest = z.input<typeof publicPageSettingsRequestSchema>;

/** GET and PUT /api/plugin/public_page answer: the settings and what the page can offer. */
export const publicPageSettingsSchema = z
  .object({
    disabled: z.boolean(),
    booking_enabled: z.boolean(),
    theme_color: z.string(),
    hotel_description: z.string(),
    hotel_slider: z.array(z.object({ path: z.string() })),
    min_stay_days: z.number().int(),
    payment_methods: z.array(z.enum(PUBLIC_PAYMENT_METHODS)),
    /** reCAPTCHA v3 is checked (RECAPTCHA_SECRET_KEY and RECAPTCHA_SITE_KEY are set). */
    captcha: z.object({ enabled: z.boolean() }),
    /** Online card payment can be offered: the hotel takes online payments (settings/payments). */
    onlinePayments: z.object({
      available: z.boolean(),
      provider: z.enum(['local', 'stripe']),
      isLive: z.boolean(),
    }),
    /** Bank transfer can be offered: the hotel has an account holder and IBAN. */
    bankTransferReady: z.boolean(),
  })
  .meta({ id: 'PublicPageSettings' });
export type PublicPageSettings = z.infer<typeof publicPageSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Public reads

const publicImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  /** Variant name → URL (`thumb`, `medium`, `large`). */
  urls: z.record(z.string(), z.string()),
});

export const publicServiceSchema = serviceSchema.pick({
  _id: true,
  name: true,
  description: true,
  price: true,
  charge: true,
});
export type PublicService = z.infer<typeof publicServiceSchema>;

/** GET /api/public/room_types/{id}: one entry per room type that has rooms. */
export const publicRoomTypeSchema = roomTypeSchema
  .pick({
    _id: true,
    name: true,
    description: true,
    baseOccupancy: true,
    higherOccupancy: true,
    kidsOccupancy: true,
    extraBed: true,
    basePrice: true,
    additionalPersonPrice: true,
    kidsPrice: true,
    extraBedPrice: true,
  })
  .extend({
    images: z.array(publicImageSchema),
    /** Active services offered with this type. */
    services: z.array(publicServiceSchema),
  });
export type PublicRoomType = z.infer<typeof publicRoomTypeSchema>;
export const publicRoomTypesResponseSchema = z.array(publicRoomTypeSchema);

/** GET /api/public/rooms/{id}: rooms by their public number and type, nothing else. */
export const publicRoomSchema = z.object({
  _id: z.uuid(),
  number: z.string(),
  roomType: z.uuid(),
});
export const publicRoomsResponseSchema = z.array(publicRoomSchema);

/** GET /api/public/calendar/{id}?from&to (at most PUBLIC_CALENDAR_MAX_DAYS days). */
export const publicCalendarQuerySchema = z.object({
  from: stayDateField('validation.arrivalRequired'),
  to: stayDateField('validation.departureRequired'),
});
export const publicCalendarResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * One entry per day of [from, to]: `bookable` when some room type has a room free from that
   * day for `min_stay_days` nights (days before the hotel's today are never bookable).
   */
  days: z.array(z.object({ date: z.string(), bookable: z.boolean() })),
});
export type PublicCalendar = z.infer<typeof publicCalendarResponseSchema>;

/** GET /api/public/available_rooms?hotel&arrival&departure&guests[&kids] */
export const publicAvailabilityQuerySchema = z.object({
  /** The hotel's `_id` or `symbol_code` (the spec lists this call without a path id). */
  hotel: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
  arrival: stayDateField('validation.arrivalRequired'),
  departure: stayDateField('validation.departureRequired'),
  /** Adults. */
  guests: z.coerce
    .number({ error: 'validation.guestsInvalid' })
    .int('validation.guestsInvalid')
    .min(1, 'validation.guestsInvalid')
    .max(PUBLIC_MAX_GUESTS, 'validation.guestsInvalid'),
  kids: z.coerce
    .number({ error: 'validation.guestsInvalid' })
    .int('validation.guestsInvalid')
    .min(0, 'validation.guestsInvalid')
    .max(PUBLIC_MAX_GUESTS, 'validation.guestsInvalid')
    .default(0),
});
export type PublicAvailabilityQuery = z.input<typeof publicAvailabilityQuerySchema>;

/** The price of one stay in one room type, in minor units of the hotel's currency. */
export const publicStayPriceSchema = z.object({
  nights: z.number().int(),
  perNight: z.number().int(),
  /** perNight × nights. */
  room: z.number().int(),
  /** One line per night: the night's date and its room price. */
  perNightLines: z.array(z.object({ date: z.string(), amount: z.number().int() })),
  total: z.number().int(),
});
export type PublicStayPrice = z.infer<typeof publicStayPriceSchema>;

export const publicAvailableRoomTypeSchema = z.object({
  roomType: publicRoomTypeSchema,
  /** Rooms of the type free on every night of the stay. */
  available: z.number().int(),
  price: publicStayPriceSchema,
});
export type PublicAvailableRoomType = z.infer<typeof publicAvailableRoomTypeSchema>;

export const publicAvailabilityResponseSchema = z.object({
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  kids: z.number().int(),
  currency: z.string(),
  /** Room types that hold the guests and are free for the whole stay, cheapest first. */
  roomTypes: z.array(publicAvailableRoomTypeSchema),
});
export type PublicAvailability = z.infer<typeof publicAvailabilityResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Booking

/** The header that makes a double click or a retry give the same booking. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'validation.idempotencyKeyInvalid');

/** POST /api/public/booking */
export const publicBookingRequestSchema = z.strictObject({
  hotel: z.string().trim().min(1).max(100),
  arrival: stayDateField('validation.arrivalRequired'),
  departure: stayDateField('validation.departureRequired'),
  adults: publicAvailabilityQuerySchema.shape.guests,
  kids: z
    .number({ error: 'validation.guestsInvalid' })
    .int('validation.guestsInvalid')
    .min(0, 'validation.guestsInvalid')
    .max(PUBLIC_MAX_GUESTS, 'validation.guestsInvalid')
    .default(0),
  roomType: idField,
  services: z.array(idField).max(50).default([]),
  guest: z.strictObject({
    firstName: requiredText('validation.firstNameRequired', 100),
    lastName: requiredText('validation.lastNameRequired', 100),
    email: emailField(),
    mobile: phoneField('validation.mobileRequired'),
    /** ISO 3166-1 alpha-2. */
    country: z
      .string({ error: 'validation.countryRequired' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'validation.countryRequired'),
  }),
  note: optionalText(2000),
  /** The visitor accepted the hotel's terms and privacy notice. */
  consent: z.literal(true, { error: 'validation.consentRequired' }),
  paymentMethod: z.enum(PUBLIC_PAYMENT_METHODS, { error: 'validation.paymentMethodRequired' }),
  /** The language the visitor used: their messages go out in it. */
  language: z.enum(LANGUAGES).default('de'),
  /** reCAPTCHA v3 token (action `booking`); ignored while the captcha is off. */
  captchaToken: z.string().max(4000).optional(),
});
export type PublicBookingRequest = z.input<typeof publicBookingRequestSchema>;

/** What the confirmation step shows; also the answer of GET /api/public/booking/{id}. */
export const publicBookingSchema = z
  .object({
    _id: z.uuid(),
    number: z.number().int(),
    /** An HMAC of the booking id: with `_id` it reopens the confirmation (the URL holds both). */
    receipt: z.string(),
    hotel: z.object({ _id: z.uuid(), symbol_code: z.string(), name: z.string() }),
    status: z.string(),
    arrival: z.string(),
    departure: z.string(),
    nights: z.number().int(),
    adults: z.number().int(),
    kids: z.number().int(),
    roomType: z.object({ _id: z.uuid(), name: z.string() }),
    services: z.array(z.object({ _id: z.uuid(), name: z.string(), amount: z.number().int() })),
    room: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    payment: z.object({
      method: z.enum(PUBLIC_PAYMENT_METHODS),
      /** online: pending until the provider's signed webhook says paid. */
      status: z.enum(['none', 'pending', 'paid', 'canceled', 'expired']),
      /** online and not paid yet: where the visitor pays (Stripe Checkout or the simulator). */
      checkoutUrl: z.string().nullable(),
      /** bank_transfer: where to and with which reference. */
      bankTransfer: bankDetailsSchema
        .extend({ reference: z.string(), amount: z.number().int() })
        .nullable(),
    }),
  })
  .meta({ id: 'PublicBooking' });
export type PublicBooking = z.infer<typeof publicBookingSchema>;

export const publicBookingQuerySchema = z.object({ receipt: z.string().min(1).max(200) });

/**
 * 409 ROOM_TYPE_SOLD_OUT of POST /api/public/booking: the last room went to someone else. The
 * error body carries what is still free: other room types for the same dates (cheapest first)
 * and the nearest stays of the same length this room type is free for.
 */
export const publicAlternativesSchema = z.object({
  roomTypes: z.array(publicAvailableRoomTypeSchema),
  dates: z.array(z.object({ arrival: z.string(), departure: z.string() })).max(4),
});
export type PublicAlternatives = z.infer<typeof publicAlternativesSchema>;
