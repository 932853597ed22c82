import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { translateMessage } from '@hotel/shared/i18n/messages';
import { isExclusionViolation } from '../../db/errors';
import { bookings } from '../../db/schema-bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rethrowRoomTaken } from './booking-availability';
import { bearerEn, createOwnedHotel } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('no room is sold twice, even under concurrent requests', () => {
  it('50 simultaneous bookings of the same room and dates: one 201, 49 clear 409s, one row', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 5);
    const guest = await createGuest(t.db, hotel.id);
    const payload = {
      roomType: roomType.id,
      room: room!.id,
      arrival: '2031-03-10',
      departure: '2031-03-13',
      mainGuest: guest.id,
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking/',
          headers: bearerEn(token, hotel.id),
          payload,
        }),
      ),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    const number = created[0]!.json().number;
    for (const response of refused) {
      expect(response.json().message).toBe(
        `Room 101 is already booked from 10/03/2031 to 13/03/2031 (booking ${number})`,
      );
    }
    const rows = await t.db.select().from(bookings).where(eq(bookings.hotelId, hotel.id));
    expect(rows).toHaveLength(1);
  });

  it('20 simultaneous unassigned bookings for a type with 3 rooms: exactly 3 succeed', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id, { name: 'Suite' });
    await createRooms(t.db, hotel.id, roomType.id, 3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking',
          headers: bearerEn(token, hotel.id),
          payload: { roomType: roomType.id, arrival: '2031-04-01', departure: '2031-04-03' },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(17);
    expect(refused[0]!.json().message).toBe(
      'No room of type Suite is free on 01/04/2031: all 3 are booked',
    );
    const rows = await t.db.select().from(bookings).where(eq(bookings.hotelId, hotel.id));
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it('an edit racing "complete" never writes its departure over the completed booking', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    const rooms = await createRooms(t.db, hotel.id, roomType.id, 10);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearerEn(token, hotel.id), payload });
    const stay = { roomType: roomType.id, arrival: '2031-05-01', departure: '2031-05-04' };
    const ids: string[] = [];
    for (const room of rooms) {
      const { _id } = (await call('POST', '/api/booking', { ...stay, room: room.id })).json();
      for (const status of ['pending', 'checked_in']) {
        await call('PUT', '/api/booking/status', { id: _id, status });
      }
      ids.push(_id);
    }
    await Promise.all(
      ids.flatMap((id, index) => [
        call('PUT', `/api/booking/${id}`, {
          ...stay,
          room: rooms[index]!.id,
          departure: '2031-05-10',
        }),
        call('PUT', '/api/booking/status', { id, status: 'completed' }),
      ]),
    );
    const rows = await t.db.select().from(bookings).where(eq(bookings.hotelId, hotel.id));
    // Completed long before the planned stay: the stay ends after one night, whichever came first.
    expect(rows.map((row) => [row.status, row.departure])).toEqual(
      ids.map(() => ['completed', '2031-05-02']),
    );
  });

  it('the database itself refuses a second booking of a room, recognised as the exclusion violation', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1);
    const values = (number: number, arrival: string, departure: string) => ({
      hotelId: hotel.id,
      number,
      roomTypeId: roomType.id,
      roomId: room!.id,
      arrival,
      departure,
      price: 0,
      computedPrice: 0,
      accessCode: '000000',
    });
    await t.db.insert(bookings).values(values(1, '2031-10-01', '2031-10-03'));
    // Same-day turnover is fine for the constraint too.
    await t.db.insert(bookings).values(values(2, '2031-10-03', '2031-10-04'));
    const error = await t.db
      .insert(bookings)
      .values(values(3, '2031-10-02', '2031-10-03'))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isExclusionViolation(error, 'bookings_room_no_overlap')).toBe(true);
  });

  it('when the booking that won the room is gone again, the 409 says the room is no longer free', async () => {
    const { hotel } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1);
    const refused = { code: '23P01', constraint: 'bookings_room_no_overlap' };
    const stay = {
      hotelId: hotel.id,
      roomId: room!.id,
      arrival: '2031-10-01',
      departure: '2031-10-03',
    };
    const error = await rethrowRoomTaken(t.db, refused, stay).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 409, messageKey: 'errors.roomNoLongerAvailable' });
    expect(translateMessage('errors.roomNoLongerAvailable', 'en')).toBe(
      'This room was just taken by another booking. Please check the calendar and try again.',
    );
    expect(translateMessage('errors.roomNoLongerAvailable', 'de')).toMatch(/^Dieses Zimmer/);
  });
});
