import type { HotelPlugins } from '@hotel/shared/contracts/hotel-integrations';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import type { HotelRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createHotelsRepository, toPublicPagePlugin } from '../hotels';

export interface OpenPublicHotel {
  hotel: HotelRow;
  page: HotelPlugins['public_page'];
  /** The hotel's today in its time zone. */
  today: string;
}

/**
 * The hotel behind a public call's `{id}` (its `_id` or `symbol_code`, any case) whose page is
 * on. An unknown hotel and a disabled page are both 404: the page then shows the hotel's
 * contact from GET /api/public/hotel, which still answers.
 */
export async function findOpenPublicHotel(
  db: Db,
  idOrSymbolCode: string,
): Promise<OpenPublicHotel> {
  const hotel = await createHotelsRepository(db).findByIdOrSymbolCode(idOrSymbolCode);
  if (!hotel) throw new AppError('NOT_FOUND', 'errors.hotelNotFound');
  const page = toPublicPagePlugin(hotel);
  if (page.disabled) throw new AppError('NOT_FOUND', 'errors.publicPageDisabled');
  return { hotel, page, today: todayIn(hotel.setting.timeZone) };
}
