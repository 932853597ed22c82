import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels, type HotelRow } from '../../db/schema';
import { images } from '../../db/schema-setup';

/** The hotel row's page settings and the hotel's own public page images; scoped by hotel. */
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

    /** Every variant URL of the images this hotel uploaded for its public page. */
    async publicPageImageUrls(hotelId: string): Promise<Set<string>> {
      const rows = await db
        .select({ variants: images.variants })
        .from(images)
        .where(
          and(eq(images.hotelId, hotelId), eq(images.type, 'public_page'), isNull(images.ownerId)),
        );
      return new Set(
        rows.flatMap((row) => row.variants.map((variant) => `/api/image/${variant.key}`)),
      );
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
