import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createBookingScene } from '../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Validation issues as a caller reads them: every number filled in, every unknown field named. */
describe('validation messages', () => {
  it('keep the number of a custom issue (the minimum stay) on create, edit, move and availability', async () => {
    const s = await createBookingScene(t);
    const sameDay = { roomType: s.roomType.id, arrival: '2031-05-04', departure: '2031-05-04' };
    const created = await s.call('POST', '/api/booking/', { ...sameDay, departure: '2031-05-06' });
    const { _id: id, version } = created.json();
    const answers = [
      await s.call('POST', '/api/booking/', sameDay),
      await s.call('PUT', `/api/booking/${id}`, sameDay),
      await s.call('PATCH', `/api/booking/${id}/placement`, { ...sameDay, room: null, version }),
      await s.call('GET', '/api/booking/availability?arrival=2031-05-04&departure=2031-05-04'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().issues).toContainEqual({
        path: 'departure',
        key: 'validation.minimumStay',
        message: 'Minimum stay of 1 days',
        params: { days: 1 },
      });
    }
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { ...bearer(s.token, s.hotel.id), 'accept-language': 'de' },
      payload: sameDay,
    });
    expect(german.json().issues[0].message).toBe('Mindestaufenthalt von 1 Tagen');
  });

  it('name each unknown field, at its own path, in the request language', async () => {
    const s = await createBookingScene(t);
    const stay = { roomType: s.roomType.id, arrival: '2031-05-04', departure: '2031-05-06' };
    const answer = await s.call('POST', '/api/booking/', { ...stay, colour: 'red', vip: true });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().issues).toEqual([
      {
        path: 'colour',
        key: 'validation.unknownField',
        message: 'Unknown field "colour"',
        params: { field: 'colour' },
      },
      {
        path: 'vip',
        key: 'validation.unknownField',
        message: 'Unknown field "vip"',
        params: { field: 'vip' },
      },
    ]);
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { ...bearer(s.token, s.hotel.id), 'accept-language': 'de' },
      payload: { ...stay, colour: 'red' },
    });
    expect(german.json().issues[0].message).toBe('Unbekanntes Feld „colour“');
    const bookings = await s.call('GET', '/api/booking');
    expect(bookings.json().total).toBe(0);
  });
});
