import { z } from 'zod';
import { LANGUAGES } from '../i18n/messages';
import { PUBLIC_PAYMENT_METHODS } from './public-booking';

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
  public_page: z.object({
    /** The page is off: it shows the contact only; the other public calls answer 404. */
    disabled: z.boolean(),
    booking_enabled: z.boolean(),
    hotel_description: z.string(),
    hotel_slider: z.array(z.object({ path: z.string() })),
    min_stay_days: z.number().int(),
    max_stay_nights: z.number().int(),
    payment_methods: z.array(z.enum(PUBLIC_PAYMENT_METHODS)),
  }),
  setting: z.object({
    currency: z.string(),
    timeZone: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    /** The hotel's today (its time zone): the first day a visitor can arrive. */
    today: z.string(),
  }),
  /** reCAPTCHA v3 site key while the captcha is on; null when it is off. */
  captcha: z.object({ siteKey: z.string().nullable() }),
});
export type PublicHotel = z.infer<typeof publicHotelSchema>;
