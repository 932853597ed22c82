import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { servicePresets, type ServicePresetRow } from '../../db/schema-admin';

export interface ServicePresetValues {
  name: string;
  description: string;
  price: number;
  charge: ServicePresetRow['charge'];
}

/** The service presets table: queries only, the rules live in the service. */
export function createServicePresetsRepository(db: Db) {
  return {
    list(): Promise<ServicePresetRow[]> {
      return db
        .select()
        .from(servicePresets)
        .orderBy(asc(sql`lower(${servicePresets.name})`), asc(servicePresets.name));
    },

    async find(id: string): Promise<ServicePresetRow | undefined> {
      const [row] = await db.select().from(servicePresets).where(eq(servicePresets.id, id));
      return row;
    },

    /** Whether another preset has this name in any case. */
    async isNameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: servicePresets.id })
        .from(servicePresets)
        .where(
          and(
            eq(sql`lower(${servicePresets.name})`, name.toLowerCase()),
            exceptId ? ne(servicePresets.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insert(tx: Tx, values: ServicePresetValues): Promise<ServicePresetRow> {
      const [row] = await tx.insert(servicePresets).values(values).returning();
      return row!;
    },

    async update(tx: Tx, id: string, values: ServicePresetValues) {
      const [row] = await tx
        .update(servicePresets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(servicePresets.id, id))
        .returning();
      return row;
    },

    async delete(tx: Tx, id: string): Promise<boolean> {
      const rows = await tx
        .delete(servicePresets)
        .where(eq(servicePresets.id, id))
        .returning({ id: servicePresets.id });
      return rows.length > 0;
    },
  };
}
