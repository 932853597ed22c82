import type { GuestAppHotel, PublicHotel } from '@hotel/shared/contracts/public-hotel';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createHotelsRepository } from '../hotels';

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

export function createPublicHotelsService(deps: { db: Db }) {
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
      return { ...publicBase(hotel), public_page: { enabled: hotel.plugins.public_page.enabled } };
    },
  };
}

export type PublicHotelsService = ReturnType<typeof createPublicHotelsService>;
