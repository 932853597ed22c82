import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authTokens,
  hotelInvitations,
  hotels,
  memberships,
  userGroups,
  users,
  type UserRow,
} from '../../db/schema';

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
  /** An existing account invited here that has not accepted yet (no membership). */
  awaitingAcceptance: boolean;
}

export interface InvitationForUser {
  hotelId: string;
  hotelName: string;
  groupName: string | null;
  expiresAt: Date;
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

  /** Invited existing accounts of the hotel, with the names the owner typed, not their own. */
  function selectInvitations(hotelId: string, userId?: string) {
    return db
      .select({
        userId: hotelInvitations.userId,
        firstName: hotelInvitations.firstName,
        lastName: hotelInvitations.lastName,
        email: users.email,
        groupId: userGroups.id,
        groupName: userGroups.name,
      })
      .from(hotelInvitations)
      .innerJoin(users, eq(users.id, hotelInvitations.userId))
      .leftJoin(userGroups, eq(userGroups.id, hotelInvitations.userGroupId))
      .where(
        and(
          eq(hotelInvitations.hotelId, hotelId),
          gt(hotelInvitations.expiresAt, new Date()),
          userId ? eq(hotelInvitations.userId, userId) : undefined,
        ),
      );
  }

  const asInvitedEmployee = (
    row: Awaited<ReturnType<typeof selectInvitations>>[number],
  ): EmployeeRow => ({
    ...row,
    role: 'member',
    invitationPending: true,
    awaitingAcceptance: true,
  });

  return {
    async list(hotelId: string): Promise<EmployeeRow[]> {
      const rows = await selectEmployees(hotelId).orderBy(
        // Owners first, then everyone by name.
        sql`case when ${memberships.role} = 'owner' then 0 else 1 end`,
        asc(users.firstName),
        asc(users.lastName),
        asc(users.email),
      );
      const invited = await selectInvitations(hotelId).orderBy(
        asc(hotelInvitations.firstName),
        asc(hotelInvitations.lastName),
        asc(users.email),
      );
      // Invited accounts that have not accepted yet come after the team.
      return [
        ...rows.map((row) => ({
          ...row,
          invitationPending: Boolean(row.invitationPending),
          awaitingAcceptance: false,
        })),
        ...invited.map(asInvitedEmployee),
      ];
    },

    /** A member, or an invited account that has not accepted yet. */
    async find(hotelId: string, userId: string): Promise<EmployeeRow | undefined> {
      if (!UUID_PATTERN.test(userId)) return undefined;
      const [row] = await db
        .select(employeeColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
        .where(and(eq(memberships.hotelId, hotelId), eq(memberships.userId, userId)));
      if (row) {
        return {
          ...row,
          invitationPending: Boolean(row.invitationPending),
          awaitingAcceptance: false,
        };
      }
      const [invited] = await selectInvitations(hotelId, userId);
      return invited && asInvitedEmployee(invited);
    },

    /** Any invitation of this account here, also an expired one (the add replaces it). */
    async hasInvitation(hotelId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: hotelInvitations.userId, expiresAt: hotelInvitations.expiresAt })
        .from(hotelInvitations)
        .where(and(eq(hotelInvitations.hotelId, hotelId), eq(hotelInvitations.userId, userId)));
      return Boolean(row && row.expiresAt > new Date());
    },

    async upsertInvitation(values: typeof hotelInvitations.$inferInsert): Promise<void> {
      await db
        .insert(hotelInvitations)
        .values(values)
        .onConflictDoUpdate({
          target: [hotelInvitations.hotelId, hotelInvitations.userId],
          set: {
            userGroupId: values.userGroupId,
            firstName: values.firstName,
            lastName: values.lastName,
            expiresAt: values.expiresAt,
            createdAt: new Date(),
          },
        });
    },

    async setInvitationGroup(hotelId: string, userId: string, groupId: string): Promise<void> {
      await db
        .update(hotelInvitations)
        .set({ userGroupId: groupId })
        .where(and(eq(hotelInvitations.hotelId, hotelId), eq(hotelInvitations.userId, userId)));
    },

    async deleteInvitation(hotelId: string, userId: string): Promise<void> {
      await db
        .delete(hotelInvitations)
        .where(and(eq(hotelInvitations.hotelId, hotelId), eq(hotelInvitations.userId, userId)));
    },

    /** The open invitations of one account (its own view, with the hotels' names). */
    async invitationsOf(userId: string): Promise<InvitationForUser[]> {
      return db
        .select({
          hotelId: hotels.id,
          hotelName: hotels.name,
          groupName: userGroups.name,
          expiresAt: hotelInvitations.expiresAt,
        })
        .from(hotelInvitations)
        .innerJoin(hotels, eq(hotels.id, hotelInvitations.hotelId))
        .leftJoin(userGroups, eq(userGroups.id, hotelInvitations.userGroupId))
        .where(and(eq(hotelInvitations.userId, userId), gt(hotelInvitations.expiresAt, new Date())))
        .orderBy(asc(hotels.name));
    },

    /** Taken (and so removed) by the accepting transaction; undefined when none is open. */
    async takeInvitation(hotelId: string, userId: string) {
      const [row] = await db
        .delete(hotelInvitations)
        .where(
          and(
            eq(hotelInvitations.hotelId, hotelId),
            eq(hotelInvitations.userId, userId),
            gt(hotelInvitations.expiresAt, new Date()),
          ),
        )
        .returning({ userGroupId: hotelInvitations.userGroupId });
      return row;
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

    async insertMembership(hotelId: string, userId: string, groupId: string | null): Promise<void> {
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
