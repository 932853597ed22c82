import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels, type HotelRow, type HotelSettingRow } from '../../db/schema';

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

/**
 * A hotel's stored payment settings (offline methods, bank details) with its setting, which
 * holds the currency and the online switch; undefined for an unknown hotel.
 */
export async function findHotelPayments(
  db: Pick<Db, 'select'>,
  hotelId: string,
): Promise<Pick<HotelRow, 'payments' | 'setting'> | undefined> {
  const [hotel] = await db
    .select({ payments: hotels.payments, setting: hotels.setting })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return hotel;
}
