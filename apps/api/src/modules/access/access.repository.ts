import { and, eq, sql } from 'drizzle-orm';
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

export type SessionUser = AuthUser & { sessionGeneration: number };

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  superAdmin: users.superAdmin,
  sessionGeneration: users.sessionGeneration,
};

const membershipColumns = {
  role: memberships.role,
  groupId: userGroups.id,
  groupName: userGroups.name,
  groupPermissions: userGroups.permissions,
};

interface MembershipRow {
  role: HotelMembership['role'] | null;
  groupId: string | null;
  groupName: string | null;
  groupPermissions: unknown;
}

/** A membership's group from the left-joined user_groups columns; null without one. */
export function membershipGroupOf(
  row: Pick<MembershipRow, 'groupId' | 'groupName' | 'groupPermissions'>,
): HotelMembership['group'] {
  return row.groupId && row.groupName !== null
    ? {
        id: row.groupId,
        name: row.groupName,
        permissions: (row.groupPermissions ?? []) as Permission[],
      }
    : null;
}

function membershipOf(row: MembershipRow): HotelMembership | null {
  if (row.role === null) return null;
  return { role: row.role, group: membershipGroupOf(row) };
}

/**
 * The lookups of every authenticated request are prepared once (named statements on
 * PostgreSQL): no query building per request, and the server plans them once per connection.
 */
export function createAccessRepository(db: Db) {
  const userById = db
    .select(userColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('access_user_by_id');
  // A staff request naming a hotel: the session check and the membership in one round trip.
  const userInHotel = db
    .select({ ...userColumns, ...membershipColumns })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.hotelId, sql.placeholder('hotelId'))),
    )
    .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('access_user_in_hotel');
  const membershipOfUser = db
    .select(membershipColumns)
    .from(memberships)
    .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.hotelId, sql.placeholder('hotelId')),
      ),
    )
    .prepare('access_membership');

  return {
    async findUser(userId: string): Promise<SessionUser | undefined> {
      const [user] = await userById.execute({ userId });
      return user;
    },

    /** The user and their membership of `hotelId` (null when not a member); both ids are UUIDs. */
    async findUserInHotel(
      userId: string,
      hotelId: string,
    ): Promise<{ user: SessionUser; membership: HotelMembership | null } | undefined> {
      const [row] = await userInHotel.execute({ userId, hotelId });
      if (!row) return undefined;
      const { role, groupId, groupName, groupPermissions, ...user } = row;
      return { user, membership: membershipOf({ role, groupId, groupName, groupPermissions }) };
    },

    async findMembership(userId: string, hotelId: string): Promise<HotelMembership | undefined> {
      const [row] = await membershipOfUser.execute({ userId, hotelId });
      return (row && membershipOf(row)) ?? undefined;
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
