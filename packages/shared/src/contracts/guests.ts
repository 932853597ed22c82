import { z } from 'zod';
import { isIsoDate } from '../stay-dates';
import { emailField, optionalText, phoneField, requiredIdField, requiredText } from './fields';

export const GUEST_GENDERS = ['mr', 'ms'] as const;
export type GuestGender = (typeof GUEST_GENDERS)[number];

/** Spec §3 Guest, every field. */
export const guestSchema = z
  .object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string(),
    email: z.string(),
    company: z.string(),
    position: z.string(),
    gender: z.enum(GUEST_GENDERS).nullable(),
    country: z.string(),
    region: z.string(),
    city: z.string(),
    address: z.string(),
    postalCode: z.string(),
    vip: z.boolean(),
    comment: z.string(),
    language: z.string(),
    nationality: z.string(),
    /** `YYYY-MM-DD` or null. */
    birthDate: z.string().nullable(),
    passportNumber: z.string(),
    verified: z.boolean(),
    /** How many bookings refer to the guest (a guest with bookings cannot be deleted). */
    bookingCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'Guest' });
export type Guest = z.infer<typeof guestSchema>;

/** The short form shown on bookings, the calendar and search results. */
export const guestSummarySchema = z
  .object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
    company: z.string(),
    vip: z.boolean(),
  })
  .meta({ id: 'GuestSummary' });
export type GuestSummary = z.infer<typeof guestSummarySchema>;

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), 'validation.dateInvalid')
  .nullable()
  .default(null);

/** POST /api/guest and PUT /api/guest/{id} (spec §5: first and last name, mobile, email required). */
export const guestRequestSchema = z.strictObject({
  firstName: requiredText('validation.firstNameRequired', 100),
  lastName: requiredText('validation.lastNameRequired', 100),
  mobile: phoneField('validation.mobileRequired'),
  email: emailField('validation.emailRequired'),
  company: optionalText(200),
  position: optionalText(200),
  gender: z.enum(GUEST_GENDERS, { error: 'validation.invalid' }).nullable().default(null),
  country: optionalText(100),
  region: optionalText(100),
  city: optionalText(100),
  address: optionalText(500),
  postalCode: optionalText(20),
  vip: z.boolean({ error: 'validation.invalidType' }).default(false),
  comment: optionalText(2000),
  language: optionalText(10),
  nationality: optionalText(100),
  birthDate: optionalDate,
  passportNumber: optionalText(50),
  verified: z.boolean({ error: 'validation.invalidType' }).default(false),
});
export type GuestRequest = z.input<typeof guestRequestSchema>;

export const GUEST_PAGE_SIZES = [10, 20, 50, 100] as const;

/** GET /api/guest: `filter` searches name, email, mobile and company. */
export const guestListQuerySchema = z.object({
  filter: z.string().trim().max(200, 'validation.tooLong').optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type GuestListQuery = z.input<typeof guestListQuerySchema>;

export const guestListResponseSchema = z.object({
  items: z.array(guestSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type GuestListResponse = z.infer<typeof guestListResponseSchema>;

/** GET /api/guest/companies: distinct company names of the hotel's guests, for suggestions. */
export const guestCompaniesQuerySchema = z.object({
  search: z.string().trim().max(200, 'validation.tooLong').optional(),
});
export const guestCompaniesResponseSchema = z.array(z.string());

/**
 * PUT /api/guest/merge: `sourceId` disappears into `targetId`. Its bookings move to the target;
 * the target keeps its own values and takes the source's only where its own are empty.
 */
export const guestMergeRequestSchema = z
  .strictObject({
    targetId: requiredIdField('validation.guestIdRequired'),
    sourceId: requiredIdField('validation.guestIdRequired'),
  })
  .refine((value) => value.targetId !== value.sourceId, {
    message: 'validation.mergeSameGuest',
    path: ['sourceId'],
  });
export type GuestMergeRequest = z.input<typeof guestMergeRequestSchema>;
