import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, type ServiceRow } from '../../db/schema-setup';

export type ServiceValues = Pick<
  typeof services.$inferInsert,
  'name' | 'description' | 'price' | 'charge' | 'active'
>;

/** Every query is scoped by hotel (DESIGN decision 6). */
export function createServicesRepository(db: Db) {
  return {
    async list(hotelId: string, filter: { active?: boolean } = {}): Promise<ServiceRow[]> {
      const conditions = [eq(services.hotelId, hotelId)];
      if (filter.active !== undefined) conditions.push(eq(services.active, filter.active));
      return db
        .select()
        .from(services)
        .where(and(...conditions))
        .orderBy(asc(services.name), asc(services.id));
    },

    async find(hotelId: string, id: string): Promise<ServiceRow | undefined> {
      const [row] = await db
        .select()
        .from(services)
        .where(and(eq(services.hotelId, hotelId), eq(services.id, id)));
      return row;
    },

    async insert(hotelId: string, values: ServiceValues): Promise<ServiceRow> {
      const [row] = await db
        .insert(services)
        .values({ ...values, hotelId })
        .returning();
      return row!;
    },

    async update(hotelId: string, id: string, values: ServiceValues) {
      const [row] = await db
        .update(services)
        .set(values)
        .where(and(eq(services.hotelId, hotelId), eq(services.id, id)))
        .returning();
      return row;
    },

    /** Links to room types go with it (room_type_services cascades). */
    async delete(hotelId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(services)
        .where(and(eq(services.hotelId, hotelId), eq(services.id, id)))
        .returning({ id: services.id });
      return rows.length > 0;
    },
  };
}
