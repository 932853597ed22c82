import { sql } from 'drizzle-orm';
import {
  BWONLINE_PLATFORM_KEY,
  type PlatformBwOnlineSettings,
} from '../../adapters/locks/platform-bwonline-settings';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { platformSettings } from '../../db/schema-admin';

export async function savePlatformBwOnline(db: Db | Tx, settings: PlatformBwOnlineSettings) {
  const value = { endpoint: settings.endpoint, username: settings.username };
  await db
    .insert(platformSettings)
    .values({ key: BWONLINE_PLATFORM_KEY, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: new Date() } });
}

/**
 * Hotels that take the platform's account when it is configured: bwOnline hardware (the
 * default: anything but Nuki) without an endpoint of their own (resolve-lock-provider.ts).
 */
const withoutOwnBwOnline = sql`coalesce(${hotels.lockSettings}->>'hardware', '') <> 'nuki'
  and coalesce(${hotels.lockSettings}->>'bwOnlineEndpoint', '') = ''`;

export async function countHotelsWithoutOwnBwOnline(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hotels)
    .where(withoutOwnBwOnline);
  return Number(row?.count ?? 0);
}

export async function hotelIdsWithoutOwnBwOnline(db: Db | Tx): Promise<string[]> {
  const rows = await db.select({ id: hotels.id }).from(hotels).where(withoutOwnBwOnline);
  return rows.map((row) => row.id);
}
