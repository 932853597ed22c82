import { z } from 'zod';
import { ROOM_TYPE_PRESET_KEYS } from '../room-type-presets';
import { emailField, optionalText, pagedResponse, pageQueryFields, requiredText } from './fields';
import { createHotelRequestSchema } from './hotel';
import { INTEGRATION_KEYS, INTEGRATION_STATES } from './integrations';
import { servicePresetIdsField } from './service-presets';

/**
 * The admin's hotel list and hotel creation (issue 18, /admin/hotel and /admin/hotel/create).
 */

/** What the admin dashboard links here with: hotels whose channel sync or door locks fail. */
export const ADMIN_HOTEL_PROBLEMS = ['channels', 'locks'] as const;
export type AdminHotelProblem = (typeof ADMIN_HOTEL_PROBLEMS)[number];

/** The plugins the list shows as enabled. */
export const ADMIN_HOTEL_PLUGINS = [
  'public_page',
  'guest_app',
  'smoobu',
  'roomraccoon',
  'csv_import',
  'api',
] as const;
export type AdminHotelPlugin = (typeof ADMIN_HOTEL_PLUGINS)[number];

export const ADMIN_HOTEL_PAGE_SIZES = [10, 25, 50, 100] as const;

/** GET /api/admin/hotel: `filter` searches name, symbol code and the owners' names and emails. */
export const adminHotelListQuerySchema = z.object({
  filter: z.string().trim().max(200, 'validation.tooLong').optional(),
  problem: z.enum(ADMIN_HOTEL_PROBLEMS, { error: 'validation.invalid' }).optional(),
  ...pageQueryFields(25, { typeError: 'validation.invalid' }),
});
export type AdminHotelListQuery = z.input<typeof adminHotelListQuerySchema>;

export const adminHotelListItemSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  symbol_code: z.string(),
  /** The first owner; null for a hotel without one. */
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  ownerCount: z.number().int(),
  roomCount: z.number().int(),
  /** Bookings created since the first of the current month in the hotel's time zone. */
  bookingsThisMonth: z.number().int(),
  plugins: z.array(z.enum(ADMIN_HOTEL_PLUGINS)),
  /** Each integration with the state its /integrations page shows. */
  integrations: z.array(
    z.object({ key: z.enum(INTEGRATION_KEYS), state: z.enum(INTEGRATION_STATES) }),
  ),
  /** Bookings whose door access gave up syncing with the lock provider. */
  failedLockSyncs: z.number().int(),
});
export type AdminHotelListItem = z.infer<typeof adminHotelListItemSchema>;

export const adminHotelListResponseSchema = pagedResponse(adminHotelListItemSchema);
export type AdminHotelListResponse = z.infer<typeof adminHotelListResponseSchema>;

/**
 * POST /api/admin/hotel: the owner's create body, its owner by email (an existing account
 * becomes owner at once, a new address is invited) and the presets it starts with.
 */
export const adminCreateHotelRequestSchema = z.object({
  hotel: createHotelRequestSchema,
  owner: z.object({
    email: emailField(),
    firstName: requiredText('validation.firstNameRequired', 100),
    lastName: optionalText(100),
  }),
  roomTypePresets: z
    .array(z.enum(ROOM_TYPE_PRESET_KEYS, { error: 'validation.invalid' }))
    .max(ROOM_TYPE_PRESET_KEYS.length, 'validation.tooMany')
    .default([]),
  servicePresetIds: servicePresetIdsField.default([]),
});
export type AdminCreateHotelRequest = z.input<typeof adminCreateHotelRequestSchema>;

export const adminCreateHotelResponseSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  symbol_code: z.string(),
  owner: z.object({
    _id: z.uuid(),
    email: z.string(),
    /** true: a new account got an invitation to choose its password; false: added at once. */
    invited: z.boolean(),
  }),
  roomTypesCreated: z.number().int(),
  servicesCreated: z.number().int(),
});
export type AdminCreateHotelResponse = z.infer<typeof adminCreateHotelResponseSchema>;
