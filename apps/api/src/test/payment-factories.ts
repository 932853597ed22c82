import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { bearerEn, createOwnedHotel } from './factories';
import { createGuest, createRooms, createRoomType } from './reservation-factories';

/**
 * An owned hotel with one booking made through the API (2 nights at 100.00 = 20000 cents),
 * ready for payments.
 */
export async function hotelWithBooking(app: FastifyInstance, db: Db) {
  const owned = await createOwnedHotel(app, db);
  const roomType = await createRoomType(db, owned.hotel.id);
  const [room] = await createRooms(db, owned.hotel.id, roomType.id, 3);
  const guest = await createGuest(db, owned.hotel.id, { firstName: 'Jörg', lastName: 'Müller' });
  const booking = await createBooking(app, owned.token, owned.hotel.id, {
    roomType: roomType.id,
    room: room!.id,
    mainGuest: guest.id,
  });
  return { ...owned, roomType, guest, booking };
}

export async function createBooking(
  app: FastifyInstance,
  token: string,
  hotelId: string,
  payload: Record<string, unknown>,
): Promise<{ _id: string; number: number; price: number; accessCode: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: bearerEn(token, hotelId),
    payload: { arrival: '2031-05-01', departure: '2031-05-03', ...payload },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json();
}

export async function postPayment(
  app: FastifyInstance,
  token: string,
  hotelId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearerEn(token, hotelId), ...headers },
    payload,
  });
}
