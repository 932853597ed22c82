import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, roomTypes, type ImageRow, type ImageVariantRow } from '../../db/schema-setup';

export interface ImageOwner {
  type: string;
  ownerId: string | null;
}

/** Every query is scoped by hotel (DESIGN decision 6). */
export function createImagesRepository(db: Db) {
  const ownerCondition = (hotelId: string, owner: ImageOwner) =>
    and(
      eq(images.hotelId, hotelId),
      eq(images.type, owner.type),
      owner.ownerId ? eq(images.ownerId, owner.ownerId) : isNull(images.ownerId),
    );

  return {
    /** The stored files of every image of a hotel, to remove them with the hotel. */
    async variantKeysOfHotel(hotelId: string): Promise<string[]> {
      const rows = await db
        .select({ variants: images.variants })
        .from(images)
        .where(eq(images.hotelId, hotelId));
      return rows.flatMap((row) => row.variants.map((variant) => variant.key));
    },

    async isRoomTypeOfHotel(hotelId: string, roomTypeId: string) {
      const [row] = await db
        .select({ id: roomTypes.id })
        .from(roomTypes)
        .where(and(eq(roomTypes.hotelId, hotelId), eq(roomTypes.id, roomTypeId)));
      return Boolean(row);
    },

    async listForOwner(hotelId: string, owner: ImageOwner): Promise<ImageRow[]> {
      return db
        .select()
        .from(images)
        .where(ownerCondition(hotelId, owner))
        .orderBy(asc(images.position), asc(images.createdAt));
    },

    async find(hotelId: string, id: string): Promise<ImageRow | undefined> {
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.hotelId, hotelId), eq(images.id, id)));
      return row;
    },

    async insert(
      hotelId: string,
      values: { id: string; mimeType: string; variants: ImageVariantRow[] } & ImageOwner,
    ): Promise<ImageRow> {
      const [last] = await db
        .select({ value: max(images.position) })
        .from(images)
        .where(ownerCondition(hotelId, values));
      const [row] = await db
        .insert(images)
        .values({ ...values, hotelId, position: (last?.value ?? -1) + 1 })
        .returning();
      return row!;
    },

    async setPositions(hotelId: string, ids: string[]) {
      await db.transaction(async (tx) => {
        for (const [position, id] of ids.entries()) {
          await tx
            .update(images)
            .set({ position })
            .where(and(eq(images.hotelId, hotelId), eq(images.id, id)));
        }
      });
    },

    async delete(hotelId: string, id: string) {
      await db.delete(images).where(and(eq(images.hotelId, hotelId), eq(images.id, id)));
    },
  };
}
