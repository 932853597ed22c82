import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminAuditPage, adminAuditQuerySchema } from '@hotel/shared/contracts/admin-audit';
import type { Db } from '../../db/client';
import { adminAuditEntries } from '../../db/schema-admin';

type ParsedQuery = z.output<typeof adminAuditQuerySchema>;

/** The admin area's audit trail as the hotel's and the user's admin pages show it. */
export function createAdminAuditService(deps: { db: Db }) {
  return {
    async list(query: ParsedQuery): Promise<AdminAuditPage> {
      const conditions: SQL[] = [];
      if (query.hotelId) conditions.push(eq(adminAuditEntries.hotelId, query.hotelId));
      if (query.userId) conditions.push(eq(adminAuditEntries.userId, query.userId));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(adminAuditEntries)
          .where(where)
          .orderBy(desc(adminAuditEntries.createdAt), desc(adminAuditEntries.writtenOrder))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        deps.db.select({ value: count() }).from(adminAuditEntries).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
          subject: row.subject,
          action: row.action,
          hotelId: row.hotelId,
          userId: row.userId,
          label: row.label,
          before: row.before ?? null,
          after: row.after ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}

export type AdminAuditService = ReturnType<typeof createAdminAuditService>;
