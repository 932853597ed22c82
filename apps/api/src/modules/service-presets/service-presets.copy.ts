import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { servicePresets } from '../../db/schema-admin';
import { services } from '../../db/schema-setup';

/**
 * Takes the given presets over as services of the hotel (at hotel creation, or the services
 * page's import). A preset whose name the hotel already uses (any case) is skipped, so importing
 * twice adds nothing. Unknown ids are ignored. Returns how many services were created.
 */
export async function copyServicePresetsToHotel(
  db: Db | Tx,
  hotelId: string,
  presetIds: readonly string[],
): Promise<number> {
  if (presetIds.length === 0) return 0;
  const presets = await db
    .select()
    .from(servicePresets)
    .where(inArray(servicePresets.id, [...presetIds]));
  if (presets.length === 0) return 0;
  const taken = await db
    .select({ name: sql<string>`lower(${services.name})` })
    .from(services)
    .where(
      and(
        eq(services.hotelId, hotelId),
        inArray(
          sql`lower(${services.name})`,
          presets.map((preset) => preset.name.toLowerCase()),
        ),
      ),
    );
  const takenNames = new Set(taken.map((row) => row.name));
  const fresh = presets.filter((preset) => !takenNames.has(preset.name.toLowerCase()));
  if (fresh.length === 0) return 0;
  await db.insert(services).values(
    fresh.map((preset) => ({
      hotelId,
      name: preset.name,
      description: preset.description,
      price: preset.price,
      charge: preset.charge,
    })),
  );
  return fresh.length;
}
