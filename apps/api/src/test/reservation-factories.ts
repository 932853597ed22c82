import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { guests, type GuestRow } from '../db/schema-bookings';
import { rooms, roomTypes, type RoomRow, type RoomTypeRow } from '../db/schema-setup';
import { bearerEn, createOwnedHotel } from './factories';
import type { TestApp } from './test-app';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The scene most booking tests start from: a hotel with its owner, a room type "Double" with
 * `roomCount` rooms and one guest, and `call`, an API request as the owner in that hotel.
 */
export async function createBookingScene(
  t: TestApp,
  options: { roomCount?: number; guest?: Partial<typeof guests.$inferInsert> } = {},
) {
  const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const rooms = await createRooms(t.db, hotel.id, roomType.id, options.roomCount ?? 2);
  const guest = await createGuest(t.db, hotel.id, options.guest);
  const headers = bearerEn(token, hotel.id);
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { hotel, token, owner, roomType, rooms, guest, headers, call };
}
