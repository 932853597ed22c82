import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingScene, createGuest } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The answer to a creation is built from what the creating transaction wrote, not read back:
// it must be exactly what reading the booking gives.
describe('the answer to POST /api/booking/', () => {
  it('equals the booking as GET reads it: guests, services, price, reference and history', async () => {
    const s = await createBookingScene(t, { guest: { firstName: 'Zora', lastName: 'Zeller' } });
    const abel = await createGuest(t.db, s.hotel.id, { lastName: 'Abel', vip: true });
    const muster = await createGuest(t.db, s.hotel.id, { lastName: 'Muster', company: 'ACME' });
    const [parking, breakfast] = await t.db
      .insert(services)
      .values([
        { hotelId: s.hotel.id, name: 'Parking', price: 1500, charge: 'per_night' },
        { hotelId: s.hotel.id, name: 'Breakfast', price: 900, charge: 'per_person_per_night' },
      ])
      .returning();

    const created = await s.call('POST', '/api/booking/', {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: '2031-06-01',
      departure: '2031-06-03',
      adults: 2,
      kids: 1,
      mainGuest: s.guest.id,
      guests: [muster.id, abel.id, s.guest.id],
      services: [parking!.id, breakfast!.id, parking!.id],
      price: 31000,
      notice: 'Late arrival',
      externalRef: { source: 'smoobu', id: 'SM-1' },
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer.guests.map((g: { lastName: string }) => g.lastName)).toEqual([
      'Zeller',
      'Abel',
      'Muster',
    ]);
    expect(answer.services.map((line: { name: string }) => line.name)).toEqual([
      'Breakfast',
      'Parking',
    ]);
    expect(answer.history[0].changes).toEqual([
      { field: 'price', from: answer.computedPrice, to: 31000 },
    ]);

    const read = await s.call('GET', `/api/booking/${answer._id}`);
    expect(answer).toEqual(read.json());
  });

  it('equals the read booking for an unassigned stay without guests or services', async () => {
    const s = await createBookingScene(t);
    const created = await s.call('POST', '/api/booking/', {
      roomType: s.roomType.id,
      arrival: '2031-07-01',
      departure: '2031-07-02',
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer).toMatchObject({ room: null, mainGuest: null, guests: [], services: [] });
    expect(answer).toMatchObject({ paidAmount: 0, openAmount: answer.price, payments: [] });
    const read = await s.call('GET', `/api/booking/${answer._id}`);
    expect(answer).toEqual(read.json());
  });
});
