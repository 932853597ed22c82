import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';

/** The SMS keys of `hotels.notifications`; the notification settings own the other keys. */
export function createSmsSettingsRepository(db: Db) {
  return {
    async notificationsOf(hotelId: string): Promise<unknown> {
      const [row] = await db
        .select({ notifications: hotels.notifications })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return row?.notifications;
    },

    /** Merges into the jsonb in one statement, so a concurrent save of other keys is kept. */
    async merge(
      hotelId: string,
      patch: { smsProvider: string; twilioAccountSid?: string },
    ): Promise<void> {
      await db
        .update(hotels)
        .set({
          notifications: sql`coalesce(${hotels.notifications}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
        })
        .where(eq(hotels.id, hotelId));
    },
  };
}
