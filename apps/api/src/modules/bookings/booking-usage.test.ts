import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rooms, roomTypes, services } from '../../db/schema-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createOwnedHotel } from '../../test/factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('setup items that bookings use cannot be deleted', () => {
  it('refuses to delete a room type, room or service with bookings and keeps them', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const headers = bearerEn(token, hotel.id);
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1);
    const [service] = await t.db
      .insert(services)
      .values({ hotelId: hotel.id, name: 'Parking', price: 500 })
      .returning();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers,
      payload: {
        roomType: roomType.id,
        room: room!.id,
        arrival: '2031-08-01',
        departure: '2031-08-02',
        services: [service!.id],
      },
    });
    expect(created.statusCode).toBe(201);
    const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers });

    const typeDelete = await remove(`/api/room_type/${roomType.id}`);
    expect(typeDelete.statusCode).toBe(409);
    expect(typeDelete.json().message).toBe('This room type cannot be deleted: 1 booking(s) use it');
    const roomDelete = await remove(`/api/room/${room!.id}`);
    expect(roomDelete.statusCode).toBe(409);
    expect(roomDelete.json().message).toBe('This room cannot be deleted: 1 booking(s) use it');
    const serviceDelete = await remove(`/api/service/${service!.id}`);
    expect(serviceDelete.statusCode).toBe(409);
    expect(serviceDelete.json().message).toBe(
      'This service cannot be deleted: 1 booking(s) use it',
    );
    expect(await t.db.select().from(roomTypes).where(eq(roomTypes.id, roomType.id))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(rooms).where(eq(rooms.id, room!.id))).toHaveLength(1);
    expect(await t.db.select().from(services).where(eq(services.id, service!.id))).toHaveLength(1);
  });
});
