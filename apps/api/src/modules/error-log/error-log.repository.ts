import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ErrorLogFilters, ErrorLogKind } from '@hotel/shared/contracts/error-log';
import type { Db } from '../../db/client';
import { hotels, users } from '../../db/schema';
import { errorGroups, errorOccurrences } from '../../db/schema-admin';

/** Occurrence rows kept per group and hour; more are only counted. */
export const OCCURRENCES_PER_GROUP_PER_HOUR = 20;

export interface NewOccurrence {
  fingerprint: string;
  kind: ErrorLogKind;
  source: string;
  title: string;
  requestId?: string | null;
  method?: string | null;
  route?: string | null;
  statusCode?: number | null;
  hotelId?: string | null;
  userId?: string | null;
  message: string;
  stack?: string | null;
  context: Record<string, unknown>;
  occurredAt: Date;
}

const newestHotelOf = sql<string | null>`(
  select ${errorOccurrences.hotelId} from ${errorOccurrences}
  where ${errorOccurrences.groupId} = ${errorGroups.id}
  order by ${errorOccurrences.occurredAt} desc limit 1)`;

const groupColumns = {
  id: errorGroups.id,
  kind: errorGroups.kind,
  source: errorGroups.source,
  title: errorGroups.title,
  count: errorGroups.count,
  firstSeenAt: errorGroups.firstSeenAt,
  lastSeenAt: errorGroups.lastSeenAt,
  resolvedAt: errorGroups.resolvedAt,
  resolvedById: errorGroups.resolvedBy,
  resolvedByEmail: users.email,
  lastHotelId: newestHotelOf,
};

export function createErrorLogRepository(db: Db) {
  async function hotelNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: hotels.id, name: hotels.name })
      .from(hotels)
      .where(inArray(hotels.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  return {
    hotelNames,

    /**
     * One more occurrence: the group counts it and opens again if it was resolved. Its row is
     * stored only while the group has fewer than OCCURRENCES_PER_GROUP_PER_HOUR in the hour
     * before, so a flood of one error cannot fill the table (the count still tells how many).
     */
    async record(occurrence: NewOccurrence): Promise<void> {
      await db.transaction(async (tx) => {
        const [group] = await tx
          .insert(errorGroups)
          .values({
            fingerprint: occurrence.fingerprint,
            kind: occurrence.kind,
            source: occurrence.source,
            title: occurrence.title,
            count: 1,
            firstSeenAt: occurrence.occurredAt,
            lastSeenAt: occurrence.occurredAt,
          })
          .onConflictDoUpdate({
            target: errorGroups.fingerprint,
            set: {
              count: sql`${errorGroups.count} + 1`,
              lastSeenAt: sql`greatest(${errorGroups.lastSeenAt}, excluded.last_seen_at)`,
              resolvedAt: null,
              resolvedBy: null,
            },
          })
          .returning({ id: errorGroups.id });
        const hourBefore = new Date(occurrence.occurredAt.getTime() - 60 * 60 * 1000);
        const [recent] = await tx
          .select({ value: sql<number>`count(*)::int` })
          .from(errorOccurrences)
          .where(
            and(
              eq(errorOccurrences.groupId, group!.id),
              gte(errorOccurrences.occurredAt, hourBefore),
            ),
          );
        if ((recent?.value ?? 0) >= OCCURRENCES_PER_GROUP_PER_HOUR) return;
        await tx.insert(errorOccurrences).values({
          groupId: group!.id,
          requestId: occurrence.requestId ?? null,
          method: occurrence.method ?? null,
          route: occurrence.route ?? null,
          statusCode: occurrence.statusCode ?? null,
          hotelId: occurrence.hotelId ?? null,
          userId: occurrence.userId ?? null,
          message: occurrence.message,
          stack: occurrence.stack ?? null,
          context: occurrence.context,
          occurredAt: occurrence.occurredAt,
        });
      });
    },

    async listGroups(filters: ErrorLogFilters) {
      const conditions: SQL[] = [];
      if (filters.kind) conditions.push(eq(errorGroups.kind, filters.kind));
      if (filters.status === 'open') conditions.push(isNull(errorGroups.resolvedAt));
      if (filters.status === 'resolved') conditions.push(isNotNull(errorGroups.resolvedAt));
      const inWindow: SQL[] = [];
      if (filters.hotelId) inWindow.push(eq(errorOccurrences.hotelId, filters.hotelId));
      if (filters.from) inWindow.push(gte(errorOccurrences.occurredAt, new Date(filters.from)));
      if (filters.to) inWindow.push(lte(errorOccurrences.occurredAt, new Date(filters.to)));
      if (inWindow.length > 0) {
        conditions.push(
          sql`exists (select 1 from ${errorOccurrences} where ${errorOccurrences.groupId} = ${errorGroups.id} and ${and(...inWindow)})`,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(groupColumns)
          .from(errorGroups)
          .leftJoin(users, eq(users.id, errorGroups.resolvedBy))
          .where(where)
          .orderBy(desc(errorGroups.lastSeenAt), errorGroups.id)
          .limit(filters.limit)
          .offset((filters.page - 1) * filters.limit),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(errorGroups)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findGroup(id: string) {
      const [row] = await db
        .select(groupColumns)
        .from(errorGroups)
        .leftJoin(users, eq(users.id, errorGroups.resolvedBy))
        .where(eq(errorGroups.id, id));
      return row ?? null;
    },

    /** The group's newest occurrences, with the email of a user who still exists. */
    async newestOccurrences(groupId: string, limit: number) {
      return db
        .select({
          id: errorOccurrences.id,
          requestId: errorOccurrences.requestId,
          method: errorOccurrences.method,
          route: errorOccurrences.route,
          statusCode: errorOccurrences.statusCode,
          hotelId: errorOccurrences.hotelId,
          userId: errorOccurrences.userId,
          userEmail: users.email,
          message: errorOccurrences.message,
          stack: errorOccurrences.stack,
          context: errorOccurrences.context,
          occurredAt: errorOccurrences.occurredAt,
        })
        .from(errorOccurrences)
        .leftJoin(users, eq(users.id, errorOccurrences.userId))
        .where(eq(errorOccurrences.groupId, groupId))
        .orderBy(desc(errorOccurrences.occurredAt), desc(errorOccurrences.id))
        .limit(limit);
    },

    /** Resolved by `userId`, or open again with null; false when the group is gone. */
    async setResolved(id: string, resolvedBy: string | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(errorGroups)
        .set(resolvedBy ? { resolvedAt: at, resolvedBy } : { resolvedAt: null, resolvedBy: null })
        .where(eq(errorGroups.id, id))
        .returning({ id: errorGroups.id });
      return rows.length > 0;
    },

    /**
     * Occurrences before the cutoff go, then every group left without one (its last occurrence
     * was before the cutoff too). A kept group's count stays the number of times it was seen.
     */
    async deleteBefore(cutoff: Date) {
      const occurrences = await db
        .delete(errorOccurrences)
        .where(lt(errorOccurrences.occurredAt, cutoff))
        .returning({ id: errorOccurrences.id });
      const groups = await db
        .delete(errorGroups)
        .where(
          sql`not exists (select 1 from ${errorOccurrences} where ${errorOccurrences.groupId} = ${errorGroups.id})`,
        )
        .returning({ id: errorGroups.id });
      return { occurrences: occurrences.length, groups: groups.length };
    },
  };
}

export type ErrorLogRepository = ReturnType<typeof createErrorLogRepository>;
