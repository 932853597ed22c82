import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rooms } from '../../db/schema-setup';

/** The hotel's rooms by their public number and type, nothing else. */
export async function findPublicRooms(db: Db, hotelId: string) {
  return db
    .select({ _id: rooms.id, number: rooms.number, roomType: rooms.roomTypeId })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.number), asc(rooms.id));
}
