import { z } from 'zod';
import { hotelSchema } from './hotel';

/** `/api/admin/hotel/{hotelId}…` params. */
export const adminHotelParamsSchema = z.object({ hotelId: z.uuid('validation.invalid') });

export const adminHotelOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AdminHotelOwner = z.infer<typeof adminHotelOwnerSchema>;

/** GET/PUT /api/admin/hotel/{id}: the hotel as its owner sees it, with who runs it and its size. */
export const adminHotelSchema = hotelSchema.extend({
  owners: z.array(adminHotelOwnerSchema),
  membersCount: z.number().int(),
  roomsCount: z.number().int(),
});
export type AdminHotel = z.infer<typeof adminHotelSchema>;

export const HOTEL_FEATURES = [
  'self_check_in',
  'guestRegistrationRequired',
  'useOnlinePayments',
  'additional_entrance',
  'nine_digit_additional_entrance',
] as const;
export type HotelFeature = (typeof HOTEL_FEATURES)[number];

export const HOTEL_PLUGINS = [
  'public_page',
  'guest_app',
  'smoobu',
  'roomraccoon',
  'csv_import',
] as const;
export type HotelPlugin = (typeof HOTEL_PLUGINS)[number];

const flag = z.boolean({ error: 'validation.invalidType' });

/** GET /api/admin/hotel/{id}/configuration: which features and plugins are on for the hotel. */
export const hotelConfigurationSchema = z.object({
  features: z.object({
    self_check_in: z.boolean(),
    guestRegistrationRequired: z.boolean(),
    useOnlinePayments: z.boolean(),
    additional_entrance: z.boolean(),
    nine_digit_additional_entrance: z.boolean(),
  }),
  plugins: z.object({
    public_page: z.boolean(),
    guest_app: z.boolean(),
    smoobu: z.boolean(),
    roomraccoon: z.boolean(),
    csv_import: z.boolean(),
  }),
});
export type HotelConfiguration = z.infer<typeof hotelConfigurationSchema>;

/**
 * PUT /api/admin/hotel/{id}/configuration: only the given switches change; an unknown key is
 * refused, so a typo never reads as "nothing to change".
 */
export const updateHotelConfigurationRequestSchema = z.strictObject({
  features: z
    .strictObject({
      self_check_in: flag.optional(),
      guestRegistrationRequired: flag.optional(),
      useOnlinePayments: flag.optional(),
      additional_entrance: flag.optional(),
      nine_digit_additional_entrance: flag.optional(),
    })
    .optional(),
  plugins: z
    .strictObject({
      public_page: flag.optional(),
      guest_app: flag.optional(),
      smoobu: flag.optional(),
      roomraccoon: flag.optional(),
      csv_import: flag.optional(),
    })
    .optional(),
});
export type UpdateHotelConfigurationRequest = z.input<typeof updateHotelConfigurationRequestSchema>;
