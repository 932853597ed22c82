import { and, eq } from 'drizzle-orm';
import type { Permission } from '@hotel/shared/permissions';
import type { Db } from '../../db/client';
import { hotels, memberships, userGroups, users } from '../../db/schema';
import { guests } from '../../db/schema-bookings';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  superAdmin: boolean;
}

export interface HotelMembership {
  role: 'owner' | 'member';
  group: { id: string; name: string; permissions: Permission[] } | null;
}

export function createAccessRepository(db: Db) {
  return {
    async findUser(
      userId: string,
    ): Promise<(AuthUser & { sessionGeneration: number }) | undefined> {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          superAdmin: users.superAdmin,
          sessionGeneration: users.sessionGeneration,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    async findMembership(userId: string, hotelId: string): Promise<HotelMembership | undefined> {
      const [row] = await db
        .select({
          role: memberships.role,
          groupId: userGroups.id,
          groupName: userGroups.name,
          groupPermissions: userGroups.permissions,
        })
        .from(memberships)
        .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
        .where(and(eq(memberships.userId, userId), eq(memberships.hotelId, hotelId)));
      if (!row) return undefined;
      return {
        role: row.role,
        group:
          row.groupId && row.groupName !== null
            ? {
                id: row.groupId,
                name: row.groupName,
                permissions: (row.groupPermissions ?? []) as Permission[],
              }
            : null,
      };
    },

    /** A guest of that hotel (a guest token is only as good as the guest row behind it). */
    async findGuest(hotelId: string, guestId: string) {
      const [guest] = await db
        .select({ firstName: guests.firstName, lastName: guests.lastName })
        .from(guests)
        .where(and(eq(guests.hotelId, hotelId), eq(guests.id, guestId)));
      return guest;
    },

    async hotelExists(hotelId: string): Promise<boolean> {
      const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
      return Boolean(row);
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
