import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema-setup';

/**
 * Whether every path is a variant URL (`/api/image/<key>`) of an image this hotel uploaded with
 * `type` and no owner. Settings that list image paths (the public page's slider, the guest
 * app's cover) accept only these, so a hotel cannot show another hotel's uploads or an outside
 * URL.
 */
export async function areHotelImages(
  db: Db,
  hotelId: string,
  type: 'public_page' | 'guest_app',
  paths: readonly string[],
): Promise<boolean> {
  if (paths.length === 0) return true;
  const rows = await db
    .select({ variants: images.variants })
    .from(images)
    .where(and(eq(images.hotelId, hotelId), eq(images.type, type), isNull(images.ownerId)));
  const own = new Set(
    rows.flatMap((row) => row.variants.map((variant) => `/api/image/${variant.key}`)),
  );
  return paths.every((path) => own.has(path));
}
