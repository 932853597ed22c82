import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema-platform';

/** Columns a list may show: never the hash. */
const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  permissions: apiKeys.permissions,
  lastUsedAt: apiKeys.lastUsedAt,
  createdAt: apiKeys.createdAt,
};

export function createApiKeysRepository(db: Db) {
  return {
    async insert(values: {
      hotelId: string;
      name: string;
      prefix: string;
      keyHash: string;
      permissions: string[];
      createdBy: string | null;
    }) {
      const [row] = await db.insert(apiKeys).values(values).returning(listed);
      return row!;
    },

    async listOfHotel(hotelId: string) {
      return db
        .select(listed)
        .from(apiKeys)
        .where(and(eq(apiKeys.hotelId, hotelId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt));
    },

    async findActiveByHash(keyHash: string) {
      const [row] = await db
        .select({
          id: apiKeys.id,
          hotelId: apiKeys.hotelId,
          name: apiKeys.name,
          permissions: apiKeys.permissions,
          lastUsedAt: apiKeys.lastUsedAt,
        })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
      return row;
    },

    /** Only when the stored time is older than `staleBefore`, so busy keys write rarely. */
    async touch(id: string, staleBefore: Date) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
          ),
        );
    },

    async revoke(hotelId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKeys.hotelId, hotelId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },
  };
}
