import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { objectOrEmpty } from '../../lib/json-object';

/**
 * What the outbound sync reads of `hotels.plugins.smoobu` (written by the plugin's wizard):
 * whether it is on, which Smoobu apartment stands for which room, and the channel our bookings
 * are created under. Read field by field: a damaged value means "not set", never a crash.
 */
const stored = z.object({
  enabled: z.boolean().catch(false),
  smoobu_channel_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .nullable()
    .catch(null)
    .default(null),
  apartments: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        room: z.string().nullable().catch(null),
      }),
    )
    .catch([])
    .default([]),
});

export interface SmoobuOutboundSettings {
  enabled: boolean;
  channelId: string | null;
  /** Smoobu's apartment id by our room id. */
  apartmentOfRoom: Map<string, string>;
}

export function smoobuOutboundSettingsOf(plugins: unknown): SmoobuOutboundSettings {
  const parsed = stored.safeParse(objectOrEmpty(objectOrEmpty(plugins).smoobu));
  if (!parsed.success) return { enabled: false, channelId: null, apartmentOfRoom: new Map() };
  const apartmentOfRoom = new Map<string, string>();
  for (const apartment of parsed.data.apartments) {
    if (apartment.room) apartmentOfRoom.set(apartment.room, apartment.id);
  }
  return {
    enabled: parsed.data.enabled,
    channelId: parsed.data.smoobu_channel_id,
    apartmentOfRoom,
  };
}

export async function readSmoobuOutboundSettings(db: Db | Tx, hotelId: string) {
  const [row] = await db
    .select({ plugins: hotels.plugins })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return smoobuOutboundSettingsOf(row?.plugins);
}
