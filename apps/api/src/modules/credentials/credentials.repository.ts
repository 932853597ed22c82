import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials } from '../../db/schema-platform';

/** `hotelId` null is a platform-wide secret. */
const ofHotel = (hotelId: string | null) =>
  hotelId === null ? isNull(credentials.hotelId) : eq(credentials.hotelId, hotelId);

export function createCredentialsRepository(db: Db) {
  return {
    async upsert(hotelId: string | null, name: string, ciphertext: string, last4: string) {
      await db
        .insert(credentials)
        .values({ hotelId, name, ciphertext, last4 })
        .onConflictDoUpdate({
          target: [credentials.hotelId, credentials.name],
          set: { ciphertext, last4, updatedAt: sql`now()` },
        });
    },

    async find(hotelId: string | null, name: string) {
      const [row] = await db
        .select({ ciphertext: credentials.ciphertext, last4: credentials.last4 })
        .from(credentials)
        .where(and(ofHotel(hotelId), eq(credentials.name, name)));
      return row;
    },

    /** Which of these hotels have which secrets: names and last4 only, never ciphertext. */
    async listConfigured(hotelIds: string[]) {
      if (hotelIds.length === 0) return [];
      return db
        .select({ hotelId: credentials.hotelId, name: credentials.name, last4: credentials.last4 })
        .from(credentials)
        .where(inArray(credentials.hotelId, hotelIds));
    },

    async delete(hotelId: string | null, name: string) {
      await db.delete(credentials).where(and(ofHotel(hotelId), eq(credentials.name, name)));
    },
  };
}
