import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingScene, createRooms, createRoomType } from '../../test/reservation-factories';

/**
 * Issue 11, item 6: unbounded stays froze the server. Reproductions:
 *   curl -H "Authorization: Bearer $TOKEN" -H "hotel: $HOTEL" \
 *     'localhost:3000/api/booking/availability?arrival=1900-01-01&departure=2199-12-31'
 * (before: 0001-01-01…9999-12-31 blocked the process ~6 s and ended in a 500; four at once
 * froze it for 28.7 s) and a 1,000-year booking overflowed the 32-bit price (500).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LONGEST = 'A booking can cover at most 365 nights';

describe('a stay covers at most 365 nights', () => {
  it('four unbounded availability requests at once are refused, and a cheap request alongside answers fast', async () => {
    const { call } = await createBookingScene(t);
    await call('POST', '/api/booking/', {
      roomType: (await call('GET', '/api/room_type')).json()[0]._id,
      arrival: '2031-01-10',
      departure: '2031-01-12',
    });
    // The issue's own dates are no valid dates any more; 1900–2199 are, but too long a stay.
    const huge = [
      '/api/booking/availability?arrival=0001-01-01&departure=9999-12-31',
      ...Array.from(
        { length: 3 },
        () => '/api/booking/availability?arrival=1900-01-01&departure=2199-12-31',
      ),
    ].map((url) => call('GET', url));
    const started = performance.now();
    const cheap = await call(
      'GET',
      '/api/booking/availability?arrival=2031-01-10&departure=2031-01-12',
    );
    const cheapMs = performance.now() - started;
    expect(cheap.statusCode).toBe(200);
    // A loaded machine still answers well below the seconds the unbounded walk took.
    expect(cheapMs).toBeLessThan(1500);
    const [issueDates, ...longStays] = await Promise.all(huge);
    expect(issueDates!.statusCode).toBe(400);
    expect(issueDates!.json().issues.map((issue: { key: string }) => issue.key)).toEqual([
      'validation.dateInvalid',
      'validation.dateInvalid',
    ]);
    for (const response of longStays) {
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        {
          path: 'departure',
          key: 'validation.stayTooLong',
          message: LONGEST,
          params: { max: 365 },
        },
      ]);
    }
  });

  it('booking create, edit and move refuse 366 nights (English and German); 365 nights are fine', async () => {
    const { call, roomType, guest, headers } = await createBookingScene(t);
    const stay = { roomType: roomType.id, mainGuest: guest.id, arrival: '2031-01-01' };
    const tooLong = await call('POST', '/api/booking/', { ...stay, departure: '2032-01-02' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0]).toMatchObject({ path: 'departure', message: LONGEST });
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { ...headers, 'accept-language': 'de' },
      payload: { ...stay, departure: '2032-01-02' },
    });
    expect(german.json().issues[0].message).toBe('Eine Buchung kann höchstens 365 Nächte umfassen');

    const none = await call('POST', '/api/booking/', { ...stay, departure: '2031-01-01' });
    expect(none.json().issues[0].message).toBe('Minimum stay of 1 days');

    const year = await call('POST', '/api/booking/', { ...stay, departure: '2032-01-01' });
    expect(year.statusCode).toBe(201);
    expect(year.json().nights).toBe(365);
    const { _id: id, version } = year.json();
    const edited = await call('PUT', `/api/booking/${id}`, { ...stay, departure: '2032-01-03' });
    expect(edited.json().issues[0]).toMatchObject({ path: 'departure', message: LONGEST });
    const moved = await call('PATCH', `/api/booking/${id}/placement`, {
      roomType: roomType.id,
      room: null,
      arrival: '2031-01-01',
      departure: '2040-01-01',
      version,
    });
    expect(moved.json().issues[0]).toMatchObject({ path: 'departure', message: LONGEST });
  });

  it('the calendar shows at most 400 days', async () => {
    const { call } = await createBookingScene(t);
    const longest = await call(
      'GET',
      '/api/booking/calendar?startDate=2031-01-01&endDate=2032-02-05',
    );
    expect(longest.statusCode).toBe(200);
    const tooLong = await call(
      'GET',
      '/api/booking/calendar?startDate=2031-01-01&endDate=2032-02-06',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues).toEqual([
      {
        path: 'endDate',
        key: 'validation.dateRangeTooLong',
        message: 'The period can cover at most 400 days',
        params: { max: 400 },
      },
    ]);
  });
});

describe('money that passes 2^31 minor units is stored exactly', () => {
  it('a year in an expensive suite with a per-person service: room, service and total beyond 32 bits', async () => {
    const { hotel, call, guest } = await createBookingScene(t);
    const suite = await createRoomType(t.db, hotel.id, {
      name: 'Penthouse',
      baseOccupancy: 2,
      basePrice: 100_000_000,
      additionalPersonPrice: 100_000_000,
    });
    await createRooms(t.db, hotel.id, suite.id, 1, 901);
    const service = await call('POST', '/api/service', {
      name: 'Butler',
      price: 100_000_000,
      charge: 'per_person_per_night',
    });
    expect(service.statusCode).toBe(201);
    const created = await call('POST', '/api/booking/', {
      roomType: suite.id,
      mainGuest: guest.id,
      arrival: '2031-01-01',
      departure: '2032-01-01',
      adults: 3,
      services: [service.json()._id],
    });
    expect(created.statusCode).toBe(201);
    const room = 365 * 200_000_000; // 73,000,000,000: far beyond 2,147,483,647
    const butler = 365 * 3 * 100_000_000;
    expect(created.json()).toMatchObject({
      price: room + butler,
      computedPrice: room + butler,
      services: [{ name: 'Butler', amount: butler }],
      openAmount: room + butler,
    });
    const read = await call('GET', `/api/booking/${created.json()._id}`);
    expect(read.json().price).toBe(182_500_000_000);
    const list = await call('GET', '/api/booking?sort=-price&limit=1');
    expect(list.json().items[0].price).toBe(182_500_000_000);
    // The calendar's card shows the open amount of the same booking.
    const calendar = await call(
      'GET',
      '/api/booking/calendar?startDate=2031-01-01&endDate=2031-01-31',
    );
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json().bookings[0].openAmount).toBe(182_500_000_000);
  });
});
