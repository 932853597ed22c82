import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  authTokens,
  hotelInvitations,
  hotels,
  memberships,
  userGroups,
  users,
  type UserRow,
} from '../../db/schema';
import { escapeLike } from '../../lib/escape-like';
import { INVITED_PASSWORD_HASH } from '../employees';

const hotelCount = sql<number>`(select count(*)::int from ${memberships} where ${memberships.userId} = ${users.id})`;

const listColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  superAdmin: users.superAdmin,
  emailConfirmedAt: users.emailConfirmedAt,
  pendingEmail: users.pendingEmail,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  hotelCount,
  hasPassword: sql<boolean>`${users.passwordHash} <> ${INVITED_PASSWORD_HASH}`,
};

export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  superAdmin: boolean;
  emailConfirmedAt: Date | null;
  pendingEmail: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  hotelCount: number;
  hasPassword: boolean;
}

function filterCondition(filter: string | undefined): SQL | undefined {
  if (!filter) return undefined;
  const pattern = `%${escapeLike(filter)}%`;
  return or(
    sql`${users.firstName} ilike ${pattern}`,
    sql`${users.lastName} ilike ${pattern}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
  );
}

/** Every account of the platform: no hotel scope, callers are super admins. */
export function createAdminUsersRepository(db: Db | Tx) {
  return {
    async list(query: { filter?: string; page: number; limit: number }) {
      const condition = filterCondition(query.filter);
      const [items, totals] = await Promise.all([
        db
          .select(listColumns)
          .from(users)
          .where(condition)
          .orderBy(
            asc(sql`lower(${users.lastName})`),
            asc(sql`lower(${users.firstName})`),
            asc(users.email),
          )
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ value: count() }).from(users).where(condition),
      ]);
      return { items: items as AdminUserRow[], total: totals[0]?.value ?? 0 };
    },

    async find(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select(listColumns).from(users).where(eq(users.id, id));
      return row as AdminUserRow | undefined;
    },

    async membershipsOf(userId: string) {
      return db
        .select({
          hotelId: hotels.id,
          hotelName: hotels.name,
          symbolCode: hotels.symbolCode,
          role: memberships.role,
          groupId: userGroups.id,
          groupName: userGroups.name,
        })
        .from(memberships)
        .innerJoin(hotels, eq(hotels.id, memberships.hotelId))
        .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(hotels.name), asc(hotels.id));
    },

    async openInvitationsOf(userId: string) {
      return db
        .select({
          hotelId: hotels.id,
          hotelName: hotels.name,
          groupId: userGroups.id,
          groupName: userGroups.name,
          expiresAt: hotelInvitations.expiresAt,
        })
        .from(hotelInvitations)
        .innerJoin(hotels, eq(hotels.id, hotelInvitations.hotelId))
        .leftJoin(userGroups, eq(userGroups.id, hotelInvitations.userGroupId))
        .where(and(eq(hotelInvitations.userId, userId), gt(hotelInvitations.expiresAt, new Date())))
        .orderBy(asc(hotels.name));
    },

    async isEmailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return Boolean(row);
    },

    /** The hotels among `ids` that exist, with their names. */
    async hotelsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: hotels.id, name: hotels.name })
        .from(hotels)
        .where(inArray(hotels.id, ids));
    },

    /** The groups among `ids` with the hotel each belongs to. */
    async groupsByIds(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: userGroups.id, hotelId: userGroups.hotelId, name: userGroups.name })
        .from(userGroups)
        .where(inArray(userGroups.id, ids));
    },

    async hotelOptions() {
      const [hotelRows, groupRows] = await Promise.all([
        db
          .select({ id: hotels.id, name: hotels.name })
          .from(hotels)
          .orderBy(asc(hotels.name), asc(hotels.id)),
        db
          .select({ id: userGroups.id, hotelId: userGroups.hotelId, name: userGroups.name })
          .from(userGroups)
          .orderBy(asc(userGroups.name), asc(userGroups.id)),
      ]);
      return { hotelRows, groupRows };
    },

    /** An account that can sign in only after choosing a password through its link. */
    async insertUser(values: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      superAdmin: boolean;
    }): Promise<UserRow> {
      const [user] = await db
        .insert(users)
        .values({ ...values, passwordHash: INVITED_PASSWORD_HASH })
        .returning();
      return user!;
    },

    /** The link token of a new account: the set-password page takes it like an employee's. */
    async insertInvitationToken(values: {
      tokenHash: string;
      userId: string;
      email: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(authTokens).values({ ...values, kind: 'invitation' });
    },

    async insertMemberships(
      userId: string,
      rows: { hotelId: string; role: 'owner' | 'member'; userGroupId: string | null }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(memberships).values(rows.map((row) => ({ ...row, userId })));
    },

    /**
     * The super admins' ids, their rows locked until the transaction ends: two removals at once
     * wait for each other, so the second sees the first one's result.
     */
    async lockSuperAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.superAdmin, true))
        .orderBy(asc(users.id))
        .for('update');
      return rows.map((row) => row.id);
    },

    /**
     * The hotels the user owns where nobody else is owner, after locking the owner memberships of
     * every hotel the user owns (two owners of one hotel deleted at once cannot both pass).
     */
    async hotelsOnlyOwnedBy(userId: string) {
      const owned = db
        .select({ hotelId: memberships.hotelId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner')));
      const owners = await db
        .select({ hotelId: memberships.hotelId, userId: memberships.userId })
        .from(memberships)
        .where(and(inArray(memberships.hotelId, owned), eq(memberships.role, 'owner')))
        .orderBy(asc(memberships.hotelId), asc(memberships.userId))
        .for('update');
      const others = new Set(
        owners.filter((row) => row.userId !== userId).map((row) => row.hotelId),
      );
      const alone = [...new Set(owners.map((row) => row.hotelId))].filter((id) => !others.has(id));
      if (alone.length === 0) return [];
      return db
        .select({ id: hotels.id, name: hotels.name })
        .from(hotels)
        .where(inArray(hotels.id, alone))
        .orderBy(asc(hotels.name));
    },

    async setSuperAdmin(id: string, superAdmin: boolean): Promise<void> {
      await db.update(users).set({ superAdmin }).where(eq(users.id, id));
    },

    /** Memberships, invitations and link tokens go with the row (foreign keys cascade). */
    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
