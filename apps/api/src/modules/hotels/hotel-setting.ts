import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels, type HotelSettingRow } from '../../db/schema';

/**
 * A hotel's setting (time zone, check-in/out times, currency …) for modules that work in the
 * hotel's day or money; undefined for an unknown hotel.
 */
export async function findHotelSetting(
  db: Pick<Db, 'select'>,
  hotelId: string,
): Promise<HotelSettingRow | undefined> {
  const [hotel] = await db
    .select({ setting: hotels.setting })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return hotel?.setting;
}
