import { z } from 'zod';
import { isCountryCode } from '../countries';
import {
  GUEST_APP_ACCENT_NAMES,
  GUEST_BOOKING_TYPES,
  GUEST_BOOKINGS_PAGE_SIZE,
  GUEST_DISPLAYED_STATUSES,
  GUEST_LOGIN_CODE_LENGTH,
  MAX_GUEST_APP_IMAGES,
} from '../guest-app';
import { ACCESS_METHODS } from '../locks';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payment-status';
import { isIsoDate } from '../stay-dates';
import { optionalEmailField, requiredIdField, requiredText } from './fields';
import { guestAccessSchema } from './locks';

/**
 * The guest app's calls (issue 14, spec §7 "Guest app"): `/api/guest_app/{hotelId}/…` with the
 * guest token, except sign-in. A guest sees only their own hotel, bookings and data.
 */

// ---------------------------------------------------------------------------------- sign-in

/** GET /api/guest_app/{hotelId}/guest_auth?mobile */
export const guestAuthQuerySchema = z.object({
  mobile: requiredText('validation.mobileRequired', 40),
});
export const guestAuthResponseSchema = z.object({
  /** Sent back with the code to guest_verification. */
  guest: z.uuid(),
  /** The number the code went to, masked (+49151•••••678). */
  maskedMobile: z.string(),
  codeValidSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type GuestAuthResponse = z.infer<typeof guestAuthResponseSchema>;

export const guestLoginCodeField = z
  .string({ error: 'validation.guestCodeFormat' })
  .trim()
  .regex(new RegExp(`^\\d{${GUEST_LOGIN_CODE_LENGTH}}$`), 'validation.guestCodeFormat');

/** GET /api/guest_app/{hotelId}/guest_verification?guest&code */
export const guestVerificationQuerySchema = z.object({
  guest: requiredIdField('validation.guestIdRequired'),
  code: guestLoginCodeField,
});

/** The signed-in guest, as the guest app shows and edits them. */
export const guestAppGuestSchema = z
  .object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string(),
    email: z.string(),
    /** ISO 3166-1 alpha-2 when known, else what staff typed (may be empty). */
    nationality: z.string(),
    birthDate: z.string().nullable(),
    language: z.string(),
  })
  .meta({ id: 'GuestAppGuest' });
export type GuestAppGuest = z.infer<typeof guestAppGuestSchema>;

export const guestVerificationResponseSchema = z.object({
  guest: guestAppGuestSchema,
  /** Bearer token of the guest principal; the app keeps it in the `guest_token` cookie (1 day). */
  token: z.string(),
});
export type GuestVerificationResponse = z.infer<typeof guestVerificationResponseSchema>;

// ---------------------------------------------------------------------------------- bookings

/** GET …/bookings?bookingType&limit&page (spec §5: "Invalid booking type"; §9: 5 per page). */
export const guestBookingsQuerySchema = z.object({
  bookingType: z.enum(GUEST_BOOKING_TYPES, { error: 'validation.bookingTypeInvalid' }),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(50, 'validation.invalid')
    .default(GUEST_BOOKINGS_PAGE_SIZE),
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(10_000, 'validation.invalid')
    .default(1),
});
export type GuestBookingsQuery = z.input<typeof guestBookingsQuerySchema>;

export const guestDisplayedStatusSchema = z.enum(GUEST_DISPLAYED_STATUSES);

export const guestBookingSummarySchema = z
  .object({
    _id: z.uuid(),
    number: z.number().int(),
    status: guestDisplayedStatusSchema,
    arrival: z.string(),
    departure: z.string(),
    nights: z.number().int(),
    roomType: z.object({ _id: z.uuid(), name: z.string() }),
    room: z.object({ _id: z.uuid(), number: z.string() }).nullable(),
    selfCheckInCompleted: z.boolean(),
  })
  .meta({ id: 'GuestBookingSummary' });
export type GuestBookingSummary = z.infer<typeof guestBookingSummarySchema>;

export const guestBookingsResponseSchema = z.object({
  items: z.array(guestBookingSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type GuestBookingsResponse = z.infer<typeof guestBookingsResponseSchema>;

export const guestBookingPaymentSchema = z.object({
  _id: z.uuid(),
  number: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  grantsRoomAccess: z.boolean(),
  paidAt: z.string().nullable(),
  /** The guest can pay it now in the app (open, and the hotel takes online payments). */
  canPayOnline: z.boolean(),
});
export type GuestBookingPayment = z.infer<typeof guestBookingPaymentSchema>;

export const guestBookingSchema = guestBookingSummarySchema
  .extend({
    adults: z.number().int(),
    kids: z.number().int(),
    /** Everyone on the booking, the main guest first. */
    guests: z.array(
      z.object({
        _id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        isMain: z.boolean(),
      }),
    ),
    /** The room type's highest occupancy (adults and kids): co-guests beyond it are refused. */
    maxGuests: z.number().int(),
    /** The hotel's times, for "check-in from 15:00". */
    checkInTime: z.string(),
    checkOutTime: z.string(),
    /**
     * The door code, only while access is granted and the guest opens by code; null otherwise
     * (with `accessMethod` app the keypad code is withdrawn at the lock).
     */
    accessCode: z.string().nullable(),
    /**
     * Access is granted when the booking is not canceled or completed and no payment that
     * grants room access is still open.
     */
    accessGranted: z.boolean(),
    /** How the guest gets in: the door code, or opening from the app only (switch_access_method). */
    accessMethod: z.enum(ACCESS_METHODS),
    /** The stay's doors: the lock access state, its window and the doors the app opens. */
    access: guestAccessSchema,
    price: z.number().int(),
    paidAmount: z.number().int(),
    openAmount: z.number().int(),
    currency: z.string(),
    payments: z.array(guestBookingPaymentSchema),
    selfCheckIn: z.object({
      /** The hotel offers self check-in (setting `self_check_in`) and the stay is not over. */
      available: z.boolean(),
      completed: z.boolean(),
      /** The hotel setting `guestRegistrationRequired`: step 2 is shown. */
      registrationRequired: z.boolean(),
      /** A registration form is on file for this booking. */
      registrationDone: z.boolean(),
      /** Step 3: an open payment that grants room access must be paid before the code shows. */
      paymentRequired: z.boolean(),
    }),
  })
  .meta({ id: 'GuestBooking' });
export type GuestBooking = z.infer<typeof guestBookingSchema>;

export const guestBookingParamsSchema = z.object({
  hotelId: z.uuid('validation.invalid'),
  id: requiredIdField('validation.bookingIdRequired'),
});

/** PUT …/bookings/{id}/guest: a co-guest (name only; the registration form asks the rest). */
export const guestCoGuestRequestSchema = z.strictObject({
  firstName: requiredText('validation.firstNameRequired', 100),
  lastName: requiredText('validation.lastNameRequired', 100),
});
export type GuestCoGuestRequest = z.input<typeof guestCoGuestRequestSchema>;

/** PUT …/bookings/{id}/switch_access_method */
export const switchAccessMethodSchema = z.strictObject({
  method: z.enum(ACCESS_METHODS, { error: 'validation.invalid' }),
});
export type SwitchAccessMethodRequest = z.input<typeof switchAccessMethodSchema>;

/** GET …/payment/{id}: where the guest pays (Stripe Checkout, or the test checkout). */
export const guestPaymentCheckoutSchema = z.object({ checkoutUrl: z.string() });

// --------------------------------------------------------------------------- self check-in

const nationalityField = z
  .string({ error: 'validation.nationalityRequired' })
  .trim()
  .toUpperCase()
  .min(1, 'validation.nationalityRequired')
  .refine(isCountryCode, 'validation.nationalityRequired');

const pastDateField = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .refine(isIsoDate, 'validation.dateInvalid');

/** PUT …/bookings/{id}/self_check_in/guest (step 1): the main guest's details, checked. */
export const selfCheckInGuestSchema = z.strictObject({
  firstName: requiredText('validation.firstNameRequired', 100),
  lastName: requiredText('validation.lastNameRequired', 100),
  // Left out or empty, the stored email stays (the hotel may have one the guest does not retype).
  email: optionalEmailField(),
  nationality: nationalityField,
});
export type SelfCheckInGuestRequest = z.input<typeof selfCheckInGuestSchema>;

/**
 * PUT …/bookings/{id}/self_check_in/registration (step 2, BMG §30(2)): the form of a foreign
 * guest. Arrival and departure come from the booking; a German guest does not send this.
 */
export const registrationFormSchema = z.strictObject({
  firstNames: requiredText('validation.firstNameRequired', 200),
  lastName: requiredText('validation.lastNameRequired', 100),
  birthDate: pastDateField('validation.birthDateRequired'),
  nationality: nationalityField,
  documentNumber: requiredText('validation.documentNumberRequired', 40),
  companionNationalities: z.array(nationalityField).max(20, 'validation.invalid').default([]),
});
export type RegistrationFormRequest = z.input<typeof registrationFormSchema>;

/** A stored registration form, as staff read it on the booking. */
export const registrationFormResponseSchema = z
  .object({
    _id: z.uuid(),
    bookingId: z.uuid(),
    arrival: z.string(),
    departure: z.string(),
    firstNames: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    nationality: z.string(),
    documentNumber: z.string(),
    companionCount: z.number().int(),
    companionNationalities: z.array(z.string()),
    /** The day the retention job deletes it (one year after departure). */
    deleteAfter: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'RegistrationForm' });
export type RegistrationForm = z.infer<typeof registrationFormResponseSchema>;

/** PUT /api/booking/{id}/self_check_in (staff): confirm by hand, or cancel the confirmation. */
export const staffSelfCheckInSchema = z.strictObject({
  completed: z.boolean({ error: 'validation.invalidType' }),
});

// ---------------------------------------------------------------------------------- settings

/** PUT /api/hotel/guest_app (manageHotel): spec §3 "Guest app config". */
export const guestAppSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'validation.invalidType' }),
  accent_color: z.enum(GUEST_APP_ACCENT_NAMES as [string, ...string[]], {
    error: 'validation.accentColorInvalid',
  }),
  template_image: z
    .array(z.strictObject({ path: z.string().trim().min(1, 'validation.required').max(500) }))
    .max(MAX_GUEST_APP_IMAGES, 'validation.tooManyImages'),
});
export type GuestAppSettings = z.infer<typeof guestAppSettingsSchema>;
