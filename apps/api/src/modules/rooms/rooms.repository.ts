import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rooms, roomTypes } from '../../db/schema-setup';

export type RoomValues = Pick<
  typeof rooms.$inferInsert,
  'number' | 'roomTypeId' | 'softwareNumber' | 'basePrice' | 'address' | 'guestComment'
>;

/** Every query is scoped by hotel (DESIGN decision 6). */
export function createRoomsRepository(db: Db) {
  const selectWithType = (condition: SQL | undefined) =>
    db
      .select({
        room: rooms,
        roomType: { id: roomTypes.id, name: roomTypes.name, shortCode: roomTypes.shortCode },
      })
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .where(condition);

  return {
    async list(hotelId: string, filter: { roomTypeId?: string }) {
      const conditions = [eq(rooms.hotelId, hotelId)];
      if (filter.roomTypeId) conditions.push(eq(rooms.roomTypeId, filter.roomTypeId));
      const rows = await selectWithType(and(...conditions));
      // Natural order: room 2 before room 10.
      const collator = new Intl.Collator('de', { numeric: true });
      return rows.sort((a, b) => collator.compare(a.room.number, b.room.number));
    },

    async find(hotelId: string, id: string) {
      const [row] = await selectWithType(and(eq(rooms.hotelId, hotelId), eq(rooms.id, id)));
      return row;
    },

    async isRoomTypeOfHotel(hotelId: string, roomTypeId: string) {
      const [row] = await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, roomTypeId)));
      return Boolean(row);
    },

    async isNumberTaken(hotelId: string, number: string, exceptId?: string) {
      const [row] = await db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.hotelId, hotelId), eq(rooms.number, number)))
        .orderBy(asc(rooms.id));
      return Boolean(row && row.id !== exceptId);
    },

    async insert(hotelId: string, values: RoomValues) {
      const [row] = await db
        .insert(rooms)
        .values({ ...values, hotelId })
        .returning();
      return row!;
    },

    async update(hotelId: string, id: string, values: RoomValues) {
      const [row] = await db
        .update(rooms)
        .set(values)
        .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, id)))
        .returning();
      return row;
    },

    async delete(hotelId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(rooms)
        .where(and(eq(rooms.hotelId, hotelId), eq(rooms.id, id)))
        .returning({ id: rooms.id });
      return rows.length > 0;
    },
  };
}
