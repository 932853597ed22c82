import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, hotels, users } from '../../db/schema';

export function createAdminRepository(db: Db) {
  const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  return {
    async platformCounts() {
      const [hotelCount, userCount, superAdmins, unconfirmedUsers, emailsInOutbox] =
        await Promise.all([
          countOf(db.select({ value: count() }).from(hotels)),
          countOf(db.select({ value: count() }).from(users)),
          countOf(db.select({ value: count() }).from(users).where(eq(users.superAdmin, true))),
          countOf(db.select({ value: count() }).from(users).where(isNull(users.emailConfirmedAt))),
          countOf(
            db
              .select({ value: count() })
              .from(emailOutbox)
              .where(eq(emailOutbox.transport, 'outbox')),
          ),
        ]);
      return {
        hotels: hotelCount,
        users: userCount,
        superAdmins,
        unconfirmedUsers,
        emailsInOutbox,
      };
    },
  };
}
