import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { platformSettings } from '../../db/schema-admin';

/** The `platform_settings` key of the platform's bwOnline SOAP account (`/admin/soap`). */
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
