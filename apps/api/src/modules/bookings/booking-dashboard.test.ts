import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createBookingScene } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/booking/dashboard', () => {
  it('counts the desk’s day in the hotel’s time zone: arrivals, departures, in house, still to check in', async () => {
    const s = await createBookingScene(t, { roomCount: 4 });
    const setting = await s.call('GET', `/api/hotel/${s.hotel.id}`);
    const today = todayIn(setting.json().setting.timeZone);
    const book = async (room: number, arrival: string, departure: string, statuses: string[]) => {
      const created = await s.call('POST', '/api/booking/', {
        roomType: s.roomType.id,
        room: s.rooms[room]!.id,
        arrival,
        departure,
      });
      expect(created.statusCode).toBe(201);
      for (const status of statuses) {
        const changed = await s.call('PUT', '/api/booking/status', {
          id: created.json()._id,
          status,
        });
        expect(changed.statusCode).toBe(200);
      }
    };
    await book(0, today, addDays(today, 2), []);
    await book(1, today, addDays(today, 1), ['pending', 'checked_in']);
    await book(2, today, addDays(today, 3), ['canceled']);
    await book(3, addDays(today, -2), today, ['pending', 'checked_in']);
    await book(3, addDays(today, 5), addDays(today, 6), ['pending']);

    const answer = await s.call('GET', '/api/booking/dashboard');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      today,
      todayCounts: { arrivals: 2, departures: 1, inHouse: 2, toCheckIn: 1 },
    });
  });

  it('is shown to every member of the hotel, also one without viewBookings, and to no one else', async () => {
    const s = await createBookingScene(t);
    const created = await s.call('POST', '/api/booking/', {
      roomType: s.roomType.id,
      arrival: '2031-05-01',
      departure: '2031-05-04',
    });
    const member = await createMember(t.db, s.hotel.id, []);
    const headers = bearerEn(await loginAs(t.app, member), s.hotel.id);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/booking/dashboard', headers });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().arrivals.map((item: { _id: string }) => item._id)).toEqual([
      created.json()._id,
    ]);
    // The rest of the bookings stays behind viewBookings.
    const list = await t.app.inject({ method: 'GET', url: '/api/booking', headers });
    expect(list.statusCode).toBe(403);

    const stranger = await createOwnedHotel(t.app, t.db);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/booking/dashboard',
      headers: bearerEn(stranger.token, s.hotel.id),
    });
    expect(foreign.statusCode).toBe(403);
  });
});
