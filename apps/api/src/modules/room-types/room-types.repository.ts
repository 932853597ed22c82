import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  images,
  rooms,
  roomTypes,
  roomTypeServices,
  services,
  type ImageRow,
  type RoomTypeRow,
} from '../../db/schema-setup';

export type RoomTypeValues = Omit<typeof roomTypes.$inferInsert, 'id' | 'hotelId' | 'createdAt'>;

export interface RoomTypeWithRelations {
  row: RoomTypeRow;
  serviceIds: string[];
  images: ImageRow[];
  roomCount: number;
}

/** Every query is scoped by hotel (DESIGN decision 6). */
export function createRoomTypesRepository(db: Db) {
  async function withRelations(rows: RoomTypeRow[]): Promise<RoomTypeWithRelations[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [links, imageRows, counts] = await Promise.all([
      db.select().from(roomTypeServices).where(inArray(roomTypeServices.roomTypeId, ids)),
      db
        .select()
        .from(images)
        .where(and(eq(images.type, 'room_type'), inArray(images.ownerId, ids)))
        .orderBy(asc(images.position), asc(images.createdAt)),
      db
        .select({ roomTypeId: rooms.roomTypeId, value: count() })
        .from(rooms)
        .where(inArray(rooms.roomTypeId, ids))
        .groupBy(rooms.roomTypeId),
    ]);
    return rows.map((row) => ({
      row,
      serviceIds: links.filter((link) => link.roomTypeId === row.id).map((link) => link.serviceId),
      images: imageRows.filter((image) => image.ownerId === row.id),
      roomCount: Number(counts.find((entry) => entry.roomTypeId === row.id)?.value ?? 0),
    }));
  }

  return {
    async list(hotelId: string) {
      const rows = await db
        .select()
        .from(roomTypes)
        .where(eq(roomTypes.hotelId, hotelId))
        .orderBy(asc(roomTypes.name), asc(roomTypes.id));
      return withRelations(rows);
    },

    async find(hotelId: string, id: string) {
      const rows = await db
        .select()
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)));
      return (await withRelations(rows))[0];
    },

    async exists(hotelId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)));
      return Boolean(row);
    },

    async isShortCodeTaken(hotelId: string, shortCode: string, exceptId?: string) {
      const [row] = await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.shortCode, shortCode)));
      return Boolean(row && row.id !== exceptId);
    },

    /** The ids among `ids` that are services of this hotel. */
    async existingServiceIds(hotelId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.hotelId, hotelId), inArray(services.id, ids)));
      return rows.map((row) => row.id);
    },

    async insert(hotelId: string, values: RoomTypeValues): Promise<RoomTypeRow> {
      const [row] = await db
        .insert(roomTypes)
        .values({ ...values, hotelId })
        .returning();
      return row!;
    },

    async update(hotelId: string, id: string, values: RoomTypeValues) {
      const [row] = await db
        .update(roomTypes)
        .set(values)
        .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)))
        .returning();
      return row;
    },

    async replaceServices(roomTypeId: string, serviceIds: string[]) {
      await db.delete(roomTypeServices).where(eq(roomTypeServices.roomTypeId, roomTypeId));
      if (serviceIds.length > 0) {
        await db
          .insert(roomTypeServices)
          .values(serviceIds.map((serviceId) => ({ roomTypeId, serviceId })));
      }
    },

    async countRooms(roomTypeId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(rooms)
        .where(eq(rooms.roomTypeId, roomTypeId));
      return Number(row?.value ?? 0);
    },

    async delete(hotelId: string, id: string) {
      await db
        .delete(images)
        .where(
          and(eq(images.hotelId, hotelId), eq(images.type, 'room_type'), eq(images.ownerId, id)),
        );
      await db.delete(roomTypes).where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, id)));
    },
  };
}

export type RoomTypesRepository = ReturnType<typeof createRoomTypesRepository>;
