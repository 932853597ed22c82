import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, rooms, roomTypes, roomTypeServices, services } from '../../db/schema-setup';

/** The hotel's rooms by their public number and type, nothing else. */
export async function findPublicRooms(db: Db, hotelId: string) {
  return db
    .select({ _id: rooms.id, number: rooms.number, roomType: rooms.roomTypeId })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.number), asc(rooms.id));
}

/**
 * Everything the public catalog shows, in three queries sent at once (one round trip: the
 * availability search runs this on every call): room types with their room counts, their
 * photos, and the active services offered with each.
 */
export async function findCatalogRows(db: Db, hotelId: string) {
  const [types, photos, offered] = await Promise.all([
    db
      .select({
        ...getTableColumns(roomTypes),
        // Qualified by hand: drizzle writes a lone table's columns unqualified, and inside the
        // subquery a bare "id" would be the room's.
        roomCount: sql<number>`(select count(*) from ${rooms} where ${rooms}.room_type_id = ${roomTypes}.id)::int`,
      })
      .from(roomTypes)
      .where(eq(roomTypes.hotelId, hotelId))
      .orderBy(asc(roomTypes.name), asc(roomTypes.id)),
    db
      .select()
      .from(images)
      .where(and(eq(images.hotelId, hotelId), eq(images.type, 'room_type')))
      .orderBy(asc(images.position), asc(images.createdAt)),
    db
      .select({ roomTypeId: roomTypeServices.roomTypeId, service: services })
      .from(roomTypeServices)
      .innerJoin(services, eq(services.id, roomTypeServices.serviceId))
      .where(and(eq(services.hotelId, hotelId), eq(services.active, true)))
      .orderBy(asc(services.name), asc(services.id)),
  ]);
  return { types, photos, offered };
}
