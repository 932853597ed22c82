import { and, count, desc, eq, gt, isNull, sql, sum } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { guestLoginCodes, type GuestLoginCodeRow } from '../../db/schema-guest-app';

/**
 * The sign-in codes of the guest app (table guest_login_codes). Every limit is read from these
 * rows, so all web processes apply the same ones.
 */
export function createGuestLoginCodesRepository() {
  return {
    /**
     * Serialises everything about one number until the transaction ends: two requests for a
     * code (or two tries of one) cannot both pass the limits. Works on PGlite too.
     */
    async lockNumber(tx: Tx, hotelId: string, mobile: string) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`guest_login:${hotelId}:${mobile}`}))`,
      );
    },

    /** The newest code of a number: the only one that counts. */
    async newestOfNumber(
      db: Db | Tx,
      hotelId: string,
      mobile: string,
    ): Promise<GuestLoginCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(guestLoginCodes)
        .where(and(eq(guestLoginCodes.hotelId, hotelId), eq(guestLoginCodes.mobile, mobile)))
        .orderBy(desc(guestLoginCodes.createdAt))
        .limit(1);
      return row;
    },

    /** The number the guest's newest code went to. */
    async newestNumberOfGuest(db: Db | Tx, hotelId: string, guestId: string) {
      const [row] = await db
        .select({ mobile: guestLoginCodes.mobile })
        .from(guestLoginCodes)
        .where(and(eq(guestLoginCodes.hotelId, hotelId), eq(guestLoginCodes.guestId, guestId)))
        .orderBy(desc(guestLoginCodes.createdAt))
        .limit(1);
      return row?.mobile;
    },

    async countForNumberSince(tx: Tx, hotelId: string, mobile: string, since: Date) {
      const [row] = await tx
        .select({ total: count() })
        .from(guestLoginCodes)
        .where(
          and(
            eq(guestLoginCodes.hotelId, hotelId),
            eq(guestLoginCodes.mobile, mobile),
            gt(guestLoginCodes.createdAt, since),
          ),
        );
      return row?.total ?? 0;
    },

    /**
     * Wrong tries at a number's codes created since `since`, whichever code they were at: a
     * new code does not start the count afresh. Codes that were used (the guest got in) or
     * that already locked the number (the lock served for them) do not count.
     */
    async wrongTriesSince(tx: Tx, hotelId: string, mobile: string, since: Date) {
      const [row] = await tx
        .select({ total: sum(guestLoginCodes.attempts).mapWith(Number) })
        .from(guestLoginCodes)
        .where(
          and(
            eq(guestLoginCodes.hotelId, hotelId),
            eq(guestLoginCodes.mobile, mobile),
            gt(guestLoginCodes.createdAt, since),
            isNull(guestLoginCodes.usedAt),
            isNull(guestLoginCodes.lockedUntil),
          ),
        );
      return row?.total ?? 0;
    },

    /** Codes requested from one address (a keyed hash of it), whichever hotel they were for. */
    async countForIpSince(tx: Tx, ipHash: string, since: Date) {
      const [row] = await tx
        .select({ total: count() })
        .from(guestLoginCodes)
        .where(and(eq(guestLoginCodes.ipHash, ipHash), gt(guestLoginCodes.createdAt, since)));
      return row?.total ?? 0;
    },

    async insert(tx: Tx, values: typeof guestLoginCodes.$inferInsert) {
      const [row] = await tx.insert(guestLoginCodes).values(values).returning();
      return row!;
    },

    async update(
      tx: Tx,
      id: string,
      values: Partial<Pick<GuestLoginCodeRow, 'attempts' | 'lockedUntil' | 'usedAt'>>,
    ) {
      await tx.update(guestLoginCodes).set(values).where(eq(guestLoginCodes.id, id));
    },

    async remove(db: Db, id: string) {
      await db.delete(guestLoginCodes).where(eq(guestLoginCodes.id, id));
    },
  };
}
