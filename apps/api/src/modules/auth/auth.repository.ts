import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Permission } from '@hotel/shared/permissions';
import type { Db } from '../../db/client';
import { membershipGroupOf } from '../access';
import {
  authTokens,
  hotels,
  memberships,
  userGroups,
  users,
  type AuthTokenKind,
  type AuthTokenRow,
  type UserRow,
} from '../../db/schema';

export interface MembershipRow {
  hotelId: string;
  hotelName: string;
  symbolCode: string;
  propertyType: string;
  role: 'owner' | 'member';
  group: { id: string; name: string; permissions: Permission[] } | null;
}

export function createAuthRepository(db: Db) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      return user;
    },

    async isEmailTakenByOther(email: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      return Boolean(row);
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [user] = await db.insert(users).values(values).returning();
      return user!;
    },

    async updateUser(id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [user] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return user!;
    },

    /** The admin area's "last login": one UPDATE per successful sign-in. */
    async recordLogin(id: string): Promise<void> {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
    },

    /** Ends every session of the user (tokens of older generations); the new generation. */
    async endSessions(id: string): Promise<number> {
      const [row] = await db
        .update(users)
        .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
        .where(eq(users.id, id))
        .returning({ generation: users.sessionGeneration });
      return row!.generation;
    },

    async findMemberships(userId: string): Promise<MembershipRow[]> {
      const rows = await db
        .select({
          hotelId: hotels.id,
          hotelName: hotels.name,
          symbolCode: hotels.symbolCode,
          propertyType: sql<string>`${hotels.setting}->>'propertyType'`,
          role: memberships.role,
          groupId: userGroups.id,
          groupName: userGroups.name,
          groupPermissions: userGroups.permissions,
        })
        .from(memberships)
        .innerJoin(hotels, eq(hotels.id, memberships.hotelId))
        .leftJoin(userGroups, eq(userGroups.id, memberships.userGroupId))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(hotels.name), asc(hotels.id));
      return rows.map((row) => ({
        hotelId: row.hotelId,
        hotelName: row.hotelName,
        symbolCode: row.symbolCode,
        propertyType: row.propertyType,
        role: row.role,
        group: membershipGroupOf(row),
      }));
    },

    async insertToken(values: {
      tokenHash: string;
      kind: AuthTokenKind;
      userId: string;
      email: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(authTokens).values(values);
    },

    /**
     * Marks a valid token used and returns it, in one statement: two requests with the same
     * link cannot both succeed.
     */
    async consumeToken(tokenHash: string, kind: AuthTokenKind): Promise<AuthTokenRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async invalidateTokens(userId: string, kind: AuthTokenKind): Promise<void> {
      await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
