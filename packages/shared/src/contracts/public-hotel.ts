import { z } from 'zod';
import { LANGUAGES } from '../i18n/messages';

/** What anyone may see about a hotel, without signing in (guest app and public page layouts). */
const publicHotelBaseSchema = z.object({
  _id: z.string(),
  symbol_code: z.string(),
  name: z.string(),
  contact: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  theme_color: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
});

/** GET /api/guest_app/{hotel}: `hotel` is the hotel's `_id` or `symbol_code`. */
export const guestAppHotelSchema = publicHotelBaseSchema.extend({
  guest_app: z.object({
    enabled: z.boolean(),
    accent_color: z.string(),
    template_image: z.array(z.object({ path: z.string() })),
  }),
});
export type GuestAppHotel = z.infer<typeof guestAppHotelSchema>;

/** GET /api/public/hotel/{id}: `id` is the hotel's `_id` or `symbol_code`. */
export const publicHotelSchema = publicHotelBaseSchema.extend({
  public_page: z.object({ enabled: z.boolean() }),
});
export type PublicHotel = z.infer<typeof publicHotelSchema>;
