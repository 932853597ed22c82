import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, hotels, memberships, userGroups, users, type UserRow } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The password hash of an invited account until its owner chooses a password through the
 * invitation link. It is not an argon2 hash, so no password ever matches it.
 */
export const INVITED_PASSWORD_HASH = '!invitation-pending';

export interface EmployeeRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: 'owner' | 'member';
  groupId: string | null;
  groupName: string | null;
  invitationPending: boolean;
}

const employeeColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: memberships.role,
  groupId: userGroups.id,
  groupName: userGroups.name,
  invitationPending: sql<boolean>`${users.passwordHash} = ${INVITED_PASSWORD_HASH}`,
};

/** Every query is scoped by `hotelId`: people of another hotel do not exist here. */
export function createEmployeesRepository(db: Db) {
  function selectEmployees(hotelId: string) {
    return db
      .select(employeeColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
      .where(eq(memberships.hotelId, hotelId));
  }

  return {
    async list(hotelId: string): Promise<EmployeeRow[]> {
      const rows = await selectEmployees(hotelId).orderBy(
        // Owners first, then everyone by name.
        sql`case when ${memberships.role} = 'owner' then 0 else 1 end`,
        asc(users.firstName),
        asc(users.lastName),
        asc(users.email),
      );
      return rows.map((row) => ({ ...row, invitationPending: Boolean(row.invitationPending) }));
    },

    async find(hotelId: string, userId: string): Promise<EmployeeRow | undefined> {
      if (!UUID_PATTERN.test(userId)) return undefined;
      const [row] = await db
        .select(employeeColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
        .where(and(eq(memberships.hotelId, hotelId), eq(memberships.userId, userId)));
      return row && { ...row, invitationPending: Boolean(row.invitationPending) };
    },

    async hotelName(hotelId: string): Promise<string> {
      const [row] = await db
        .select({ name: hotels.name })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return row?.name ?? '';
    },

    /**
     * Key-share locks the group until the transaction ends: a concurrent delete (which locks it
     * for update) waits and then counts the new member, or wins first and the group is unknown.
     */
    async isGroupOfHotel(hotelId: string, groupId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userGroups.id })
        .from(userGroups)
        .where(and(eq(userGroups.hotelId, hotelId), eq(userGroups.id, groupId)))
        .for('key share');
      return Boolean(row);
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    async insertInvitedUser(values: {
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<UserRow> {
      const [user] = await db
        .insert(users)
        .values({ ...values, passwordHash: INVITED_PASSWORD_HASH })
        .returning();
      return user!;
    },

    async insertMembership(hotelId: string, userId: string, groupId: string): Promise<void> {
      await db
        .insert(memberships)
        .values({ hotelId, userId, role: 'member', userGroupId: groupId });
    },

    async setGroup(hotelId: string, userId: string, groupId: string): Promise<void> {
      await db
        .update(memberships)
        .set({ userGroupId: groupId })
        .where(and(eq(memberships.hotelId, hotelId), eq(memberships.userId, userId)));
    },

    async deleteMembership(hotelId: string, userId: string): Promise<void> {
      await db
        .delete(memberships)
        .where(and(eq(memberships.hotelId, hotelId), eq(memberships.userId, userId)));
    },

    /** Counted inside the removing transaction, with the owners' rows locked against a race. */
    async countOwners(hotelId: string): Promise<number> {
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.hotelId, hotelId), eq(memberships.role, 'owner')))
        .for('update');
      return rows.length;
    },

    async insertInvitationToken(values: {
      tokenHash: string;
      userId: string;
      email: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(authTokens).values({ ...values, kind: 'invitation' });
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
