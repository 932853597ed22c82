import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { SMOOBU_CHANNEL_DISPLAYS } from '@hotel/shared/contracts/smoobu';
import type { Db, Tx } from '../../db/client';
import { withPluginPatched } from '../../db/hotel-plugins';
import { hotels } from '../../db/schema';
import { objectOrEmpty } from '../../lib/json-object';

/**
 * The Smoobu plugin's settings in `hotels.plugins.smoobu` (spec §3: enabled, customer_id,
 * smoobu_channel_id, apartments, channels). The API key is never here: it lives in the
 * credentials table (`smoobu.api_key`). Read field by field, so a damaged value falls back to
 * "not set" instead of failing the wizard or the sync.
 */
const idText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullable()
  .catch(null);

const storedApartment = z.object({
  id: z.union([z.string(), z.number()]).transform((value) => String(value)),
  room: z.string().nullable().catch(null),
});

const storedChannel = z.object({
  id: z.union([z.string(), z.number()]).transform((value) => String(value)),
  name: z.string().catch(''),
  display: z.enum(SMOOBU_CHANNEL_DISPLAYS).catch('booking'),
});

const storedSmoobu = z.object({
  enabled: z.boolean().catch(false),
  customer_id: idText,
  smoobu_channel_id: idText,
  apartments: z.array(storedApartment).catch([]),
  channels: z.array(storedChannel).catch([]),
});

export type SmoobuSettings = z.infer<typeof storedSmoobu>;
export type SmoobuSettingsPatch = Partial<SmoobuSettings>;

/** The hotel's Smoobu settings; null when there is no such hotel. */
export async function readSmoobuSettings(
  db: Db | Tx,
  hotelId: string,
): Promise<SmoobuSettings | null> {
  const [row] = await db
    .select({ plugins: hotels.plugins })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  if (!row) return null;
  return storedSmoobu.parse(objectOrEmpty(objectOrEmpty(row.plugins).smoobu));
}

/**
 * Writes the given fields into `plugins.smoobu` in one statement, leaving every other field and
 * plugin as it is (a concurrent change of the public page's settings is not overwritten),
 * whatever the column held before.
 */
export async function patchSmoobuSettings(
  db: Db | Tx,
  hotelId: string,
  patch: SmoobuSettingsPatch,
): Promise<void> {
  await db
    .update(hotels)
    .set({ plugins: withPluginPatched('smoobu', patch) })
    .where(eq(hotels.id, hotelId));
}
