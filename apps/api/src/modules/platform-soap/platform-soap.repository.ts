import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { platformSettings } from '../../db/schema-admin';

/** The `platform_settings` key of the platform's bwOnline SOAP account. */
export const BWONLINE_PLATFORM_KEY = 'bwonline';

export interface PlatformBwOnlineSettings {
  endpoint: string;
  username: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The platform's bwOnline endpoint and username (empty strings while none is stored). */
export async function findPlatformBwOnline(db: Db | Tx): Promise<PlatformBwOnlineSettings> {
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, BWONLINE_PLATFORM_KEY));
  return { endpoint: text(row?.value.endpoint), username: text(row?.value.username) };
}

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
export async function countHotelsWithoutOwnBwOnline(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(hotels)
    .where(
      sql`coalesce(${hotels.lockSettings}->>'hardware', '') <> 'nuki'
        and coalesce(${hotels.lockSettings}->>'bwOnlineEndpoint', '') = ''`,
    );
  return Number(row?.count ?? 0);
}
