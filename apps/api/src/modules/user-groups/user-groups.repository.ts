import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Permission } from '@hotel/shared/permissions';
import type { Db } from '../../db/client';
import { memberships, userGroups, type UserGroupRow } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UserGroupWithCount extends UserGroupRow {
  memberCount: number;
}

export interface UserGroupValues {
  name: string;
  permissions: Permission[];
}

/** Every query is scoped by `hotelId`: a group of another hotel does not exist here. */
export function createUserGroupsRepository(db: Db) {
  const memberCount = sql<number>`(select count(*)::int from ${memberships} where ${memberships.userGroupId} = ${userGroups.id})`;

  return {
    async list(hotelId: string): Promise<UserGroupWithCount[]> {
      const rows = await db
        .select({ group: userGroups, memberCount })
        .from(userGroups)
        .where(eq(userGroups.hotelId, hotelId))
        .orderBy(asc(userGroups.name), asc(userGroups.id));
      return rows.map((row) => ({ ...row.group, memberCount: Number(row.memberCount) }));
    },

    async find(hotelId: string, id: string): Promise<UserGroupWithCount | undefined> {
      if (!UUID_PATTERN.test(id)) return undefined;
      const [row] = await db
        .select({ group: userGroups, memberCount })
        .from(userGroups)
        .where(and(eq(userGroups.hotelId, hotelId), eq(userGroups.id, id)));
      return row && { ...row.group, memberCount: Number(row.memberCount) };
    },

    /** Names compare case-insensitively: "Reception" and "reception" would confuse people. */
    async isNameTaken(hotelId: string, name: string, exceptId?: string): Promise<boolean> {
      const conditions = [
        eq(userGroups.hotelId, hotelId),
        sql`lower(${userGroups.name}) = lower(${name})`,
      ];
      if (exceptId) conditions.push(ne(userGroups.id, exceptId));
      const [row] = await db
        .select({ total: count() })
        .from(userGroups)
        .where(and(...conditions));
      return (row?.total ?? 0) > 0;
    },

    async insert(hotelId: string, values: UserGroupValues): Promise<UserGroupRow> {
      const [row] = await db
        .insert(userGroups)
        .values({ hotelId, ...values })
        .returning();
      return row!;
    },

    async update(hotelId: string, id: string, values: UserGroupValues): Promise<void> {
      await db
        .update(userGroups)
        .set(values)
        .where(and(eq(userGroups.hotelId, hotelId), eq(userGroups.id, id)));
    },

    /**
     * Locks the group against members joining (they key-share lock it) until the transaction
     * ends. Count the members in a later statement: it sees those who joined while we waited.
     */
    async lockForDelete(hotelId: string, id: string): Promise<void> {
      if (!UUID_PATTERN.test(id)) return;
      await db
        .select({ id: userGroups.id })
        .from(userGroups)
        .where(and(eq(userGroups.hotelId, hotelId), eq(userGroups.id, id)))
        .for('update');
    },

    async delete(hotelId: string, id: string): Promise<void> {
      await db
        .delete(userGroups)
        .where(and(eq(userGroups.hotelId, hotelId), eq(userGroups.id, id)));
    },
  };
}

export type UserGroupsRepository = ReturnType<typeof createUserGroupsRepository>;
