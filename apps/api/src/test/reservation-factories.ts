import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { guests, type GuestRow } from '../db/schema-bookings';
import { rooms, roomTypes, type RoomRow, type RoomTypeRow } from '../db/schema-setup';

/** Straight-to-the-database factories for reservation tests (never the demo seed). */
export async function createRoomType(
  db: Db,
  hotelId: string,
  values: Partial<typeof roomTypes.$inferInsert> = {},
): Promise<RoomTypeRow> {
  const [row] = await db
    .insert(roomTypes)
    .values({
      hotelId,
      name: 'Double room',
      shortCode: `D${randomUUID().slice(0, 6).toUpperCase()}`,
      baseOccupancy: 2,
      higherOccupancy: 3,
      kidsOccupancy: 2,
      extraBed: 1,
      basePrice: 10000,
      additionalPersonPrice: 3000,
      kidsPrice: 1500,
      extraBedPrice: 2000,
      ...values,
    })
    .returning();
  return row!;
}

/** `count` rooms numbered from `firstNumber` (101, 102, …). */
export async function createRooms(
  db: Db,
  hotelId: string,
  roomTypeId: string,
  count: number,
  firstNumber = 101,
): Promise<RoomRow[]> {
  return db
    .insert(rooms)
    .values(
      Array.from({ length: count }, (_, index) => ({
        hotelId,
        roomTypeId,
        number: String(firstNumber + index),
      })),
    )
    .returning();
}

export async function createGuest(
  db: Db,
  hotelId: string,
  values: Partial<typeof guests.$inferInsert> = {},
): Promise<GuestRow> {
  const suffix = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(guests)
    .values({
      hotelId,
      firstName: 'Erika',
      lastName: `Muster-${suffix}`,
      mobile: '+4915112345678',
      email: `guest-${suffix}@example.com`,
      ...values,
    })
    .returning();
  return row!;
}
