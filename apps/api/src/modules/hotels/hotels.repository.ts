import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels, memberships, users, type HotelRow } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewHotel = Pick<
  typeof hotels.$inferInsert,
  'name' | 'symbolCode' | 'contact' | 'setting' | 'themeColor'
>;

export function createHotelsRepository(db: Db) {
  return {
    async listAll(): Promise<HotelRow[]> {
      return db.select().from(hotels).orderBy(asc(hotels.name), asc(hotels.id));
    },

    async listForMember(userId: string): Promise<HotelRow[]> {
      const rows = await db
        .select({ hotel: hotels })
        .from(hotels)
        .innerJoin(memberships, eq(memberships.hotelId, hotels.id))
        .where(eq(memberships.userId, userId))
        .orderBy(asc(hotels.name), asc(hotels.id));
      return rows.map((row) => row.hotel);
    },

    async findById(id: string): Promise<HotelRow | undefined> {
      if (!UUID_PATTERN.test(id)) return undefined;
      const [hotel] = await db.select().from(hotels).where(eq(hotels.id, id));
      return hotel;
    },

    /** The first owner's full name per hotel: the person a refused member asks for access. */
    async ownerNamesOf(hotelIds: string[]): Promise<Map<string, string>> {
      if (hotelIds.length === 0) return new Map();
      const rows = await db
        .select({
          hotelId: memberships.hotelId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(inArray(memberships.hotelId, hotelIds), eq(memberships.role, 'owner')))
        .orderBy(asc(memberships.createdAt), asc(users.id));
      const names = new Map<string, string>();
      for (const row of rows) {
        if (!names.has(row.hotelId)) {
          names.set(row.hotelId, [row.firstName, row.lastName].filter(Boolean).join(' '));
        }
      }
      return names;
    },

    /** Public links use either the id or the readable symbol_code. */
    async findByIdOrSymbolCode(value: string): Promise<HotelRow | undefined> {
      const condition = UUID_PATTERN.test(value)
        ? or(eq(hotels.id, value), eq(hotels.symbolCode, value.toLowerCase()))
        : eq(hotels.symbolCode, value.toLowerCase());
      const [hotel] = await db.select().from(hotels).where(condition).limit(1);
      return hotel;
    },

    async isSymbolCodeTaken(symbolCode: string, exceptHotelId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.symbolCode, symbolCode));
      return Boolean(row && row.id !== exceptHotelId);
    },

    /** Codes equal to `base` or starting with `base-`, to pick the next free suffix. */
    async symbolCodesStartingWith(base: string): Promise<string[]> {
      const rows = await db
        .select({ symbolCode: hotels.symbolCode })
        .from(hotels)
        .where(or(eq(hotels.symbolCode, base), like(hotels.symbolCode, `${base}-%`)));
      return rows.map((row) => row.symbolCode);
    },

    async insert(values: NewHotel): Promise<HotelRow> {
      const [hotel] = await db.insert(hotels).values(values).returning();
      return hotel!;
    },

    async insertOwner(hotelId: string, ownerId: string): Promise<void> {
      await db.insert(memberships).values({ userId: ownerId, hotelId, role: 'owner' });
    },

    /** Everything of the hotel goes with it (foreign keys cascade); user accounts stay. */
    async delete(id: string): Promise<void> {
      await db.delete(hotels).where(eq(hotels.id, id));
    },

    async update(id: string, values: Partial<NewHotel>): Promise<HotelRow> {
      const [hotel] = await db.update(hotels).set(values).where(eq(hotels.id, id)).returning();
      return hotel!;
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
