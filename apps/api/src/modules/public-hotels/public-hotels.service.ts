import type { GuestAppHotel, PublicHotel } from '@hotel/shared/contracts/public-hotel';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offeredPaymentMethods } from '../public-booking';
import { createHotelsRepository, toPublicPagePlugin } from '../hotels';
import { PUBLIC_MAX_STAY_NIGHTS } from '@hotel/shared/contracts/public-booking';
import { todayIn } from '@hotel/shared/stay-dates';

/** Only what a visitor may see: no settings beyond the language, no plugin credentials. */
function publicBase(row: HotelRow) {
  return {
    _id: row.id,
    symbol_code: row.symbolCode,
    name: row.name,
    contact: {
      name: row.contact.name ?? '',
      address: row.contact.address,
      phone: row.contact.phone,
      email: row.contact.email,
    },
    theme_color: row.themeColor,
    defaultLanguage: row.setting.defaultLanguage,
  };
}

export function createPublicHotelsService(deps: {
  db: Db;
  /** reCAPTCHA v3 site key while the captcha is on (config.recaptcha), else null. */
  captchaSiteKey: string | null;
  /** A visitor can be sent to a checkout (Stripe, or the test checkout where allowed). */
  canCheckOut: boolean;
}) {
  const repository = createHotelsRepository(deps.db);

  async function findHotel(idOrSymbolCode: string): Promise<HotelRow> {
    const hotel = await repository.findByIdOrSymbolCode(idOrSymbolCode);
    if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
    return hotel;
  }

  return {
    async guestAppHotel(idOrSymbolCode: string): Promise<GuestAppHotel> {
      const hotel = await findHotel(idOrSymbolCode);
      const { enabled, accent_color, template_image } = hotel.guestApp;
      return { ...publicBase(hotel), guest_app: { enabled, accent_color, template_image } };
    },

    async publicHotel(idOrSymbolCode: string): Promise<PublicHotel> {
      const hotel = await findHotel(idOrSymbolCode);
      const page = toPublicPagePlugin(hotel);
      const { setting } = hotel;
      // A disabled page shows the hotel's contact only: nothing of the page's own content.
      const content = page.disabled ? { hotel_description: '', hotel_slider: [] } : {};
      return {
        ...publicBase(hotel),
        public_page: {
          ...page,
          ...content,
          // What the hotel can take right now, not only what the page once listed.
          payment_methods: offeredPaymentMethods(hotel, page.payment_methods, deps.canCheckOut),
          max_stay_nights: PUBLIC_MAX_STAY_NIGHTS,
        },
        setting: {
          currency: setting.currency,
          timeZone: setting.timeZone,
          checkInTime: setting.checkInTime,
          checkOutTime: setting.checkOutTime,
          today: todayIn(setting.timeZone),
        },
        captcha: { siteKey: deps.captchaSiteKey },
      };
    },
  };
}

export type PublicHotelsService = ReturnType<typeof createPublicHotelsService>;
