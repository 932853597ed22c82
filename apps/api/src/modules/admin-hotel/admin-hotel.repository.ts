import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminHotelOwner } from '@hotel/shared/contracts/admin-hotel';
import type { Db, Tx } from '../../db/client';
import { hotels, memberships, users, type HotelRow } from '../../db/schema';
import { rooms } from '../../db/schema-setup';

/** What one hotel's admin pages read besides the hotel itself: its people and its size. */
export function createAdminHotelRepository(db: Db | Tx) {
  return {
    async findHotel(hotelId: string): Promise<HotelRow | undefined> {
      const [row] = await db.select().from(hotels).where(eq(hotels.id, hotelId));
      return row;
    },

    /** Every owner, the first one first (the one the hotel's own pages name). */
    async owners(hotelId: string): Promise<AdminHotelOwner[]> {
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.hotelId, hotelId), eq(memberships.role, 'owner')))
        .orderBy(asc(memberships.createdAt), asc(users.id));
      return rows.map((row) => ({
        id: row.id,
        name: [row.firstName, row.lastName].filter(Boolean).join(' '),
        email: row.email,
      }));
    },

    /** Everyone with a membership, owners included. */
    async membersCount(hotelId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(memberships)
        .where(eq(memberships.hotelId, hotelId));
      return row?.value ?? 0;
    },

    async roomsCount(hotelId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(rooms)
        .where(eq(rooms.hotelId, hotelId));
      return row?.value ?? 0;
    },
  };
}
