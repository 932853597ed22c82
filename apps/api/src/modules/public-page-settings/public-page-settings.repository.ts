import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels, type HotelRow } from '../../db/schema';

/** The hotel row's page settings; scoped by hotel. */
export function createPublicPageSettingsRepository(db: Db) {
  return {
    async findHotel(
      hotelId: string,
    ): Promise<Pick<HotelRow, 'plugins' | 'themeColor' | 'payments' | 'setting'> | undefined> {
      const [row] = await db
        .select({
          plugins: hotels.plugins,
          themeColor: hotels.themeColor,
          payments: hotels.payments,
          setting: hotels.setting,
        })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return row;
    },

    /**
     * Writes the `public_page` key of `plugins` (the other plugins and any concurrent change to
     * them stay) and the theme colour in one statement: a failed save changes neither. The
     * whole key is replaced, so a legacy `enabled` flag is gone once `disabled` is written.
     */
    async save(
      hotelId: string,
      values: { publicPage: Record<string, unknown>; themeColor: string },
    ): Promise<void> {
      await db
        .update(hotels)
        .set({
          plugins: sql`jsonb_set(${hotels.plugins}, '{public_page}', ${JSON.stringify(values.publicPage)}::jsonb)`,
          themeColor: values.themeColor,
        })
        .where(eq(hotels.id, hotelId));
    },
  };
}
