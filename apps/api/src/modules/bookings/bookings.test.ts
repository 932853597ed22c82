import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { calendarResponseSchema } from '@hotel/shared/contracts/booking-calendar';
import { bookings, domainEvents } from '../../db/schema-bookings';
import { services } from '../../db/schema-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import {
  createBookingScene,
  createGuest,
  createRooms,
  createRoomType,
} from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const scene = await createBookingScene(t, {
    guest: { firstName: 'Erika', lastName: 'Muster' },
  });
  const book = (values: object = {}) =>
    scene.call('POST', '/api/booking/', {
      roomType: scene.roomType.id,
      room: scene.rooms[0]!.id,
      arrival: '2031-05-01',
      departure: '2031-05-04',
      mainGuest: scene.guest.id,
      ...values,
    });
  return { ...scene, book };
}

describe('create and read a booking', () => {
  it('numbers sequentially, prices the stay with services, and reads back guests and history', async () => {
    const s = await setup();
    const [breakfast] = await t.db
      .insert(services)
      .values({
        hotelId: s.hotel.id,
        name: 'Breakfast',
        price: 900,
        charge: 'per_person_per_night',
      })
      .returning();
    const first = await s.book({ adults: 3, services: [breakfast!.id] });
    expect(first.statusCode).toBe(201);
    const booking = first.json();
    // 3 nights × (10000 base + 1 extra adult 3000) + breakfast 900 × 3 nights × 3 persons
    expect(booking).toMatchObject({
      number: 1,
      status: 'new',
      nights: 3,
      computedPrice: 39000 + 8100,
      price: 47100,
      isPriceOverridden: false,
      room: { number: '101' },
      mainGuest: { _id: s.guest.id },
      services: [{ name: 'Breakfast', amount: 8100 }],
    });
    expect(booking.accessCode).toMatch(/^\d{6}$/);
    expect(booking.history).toHaveLength(1);
    expect(booking.history[0]).toMatchObject({ action: 'created', changes: [] });
    expect(booking.history[0].user.name).toContain(s.owner.firstName);

    const second = await s.book({ room: s.rooms[1]!.id, price: 12345 });
    expect(second.json()).toMatchObject({ number: 2, price: 12345, isPriceOverridden: true });
    expect(second.json().history[0].changes).toEqual([{ field: 'price', from: 30000, to: 12345 }]);

    const read = await s.call('GET', `/api/booking/${booking._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().guests.map((g: { _id: string }) => g._id)).toEqual([s.guest.id]);
  });

  it('answers each invalid reference and occupancy with the spec message and stores nothing', async () => {
    const s = await setup();
    const other = await createRoomType(t.db, s.hotel.id);
    const [otherRoom] = await createRooms(t.db, s.hotel.id, other.id, 1, 201);
    const foreign = await createOwnedHotel(t.app, t.db);
    const foreignGuest = await createGuest(t.db, foreign.hotel.id);
    const cases: [object, string, string][] = [
      [{ room: otherRoom!.id }, 'room', 'This room does not belong to the chosen room type'],
      [{ mainGuest: foreignGuest.id }, 'mainGuest', 'This guest does not exist in this hotel'],
      [{ adults: 4 }, 'adults', 'At most 3 adults fit this room type'],
      [{ kids: 3 }, 'kids', 'At most 2 children fit this room type'],
      [{ extraBeds: 2 }, 'extraBeds', 'This room type has at most 1 extra beds'],
      [{ departure: '2031-05-01' }, 'departure', ''],
    ];
    for (const [values, path, message] of cases) {
      const response = await s.book(values);
      expect(response.statusCode).toBe(400);
      const issue = response.json().issues.find((i: { path: string }) => i.path === path);
      expect(issue).toBeDefined();
      if (message) expect(issue.message).toBe(message);
    }
    // A fresh id: changing one character of a real id could leave it unchanged.
    const unknownType = await s.book({ roomType: randomUUID(), room: null });
    expect(unknownType.json().issues[0].message).toBe(
      'This room type does not exist in this hotel',
    );
    expect(await t.db.select().from(bookings).where(eq(bookings.hotelId, s.hotel.id))).toEqual([]);
  });
});

describe('overlap rules', () => {
  it('allows same-day turnover, refuses an overlap clearly, and a cancellation frees the room', async () => {
    const s = await setup();
    const first = (await s.book()).json();
    expect((await s.book({ arrival: '2031-05-04', departure: '2031-05-06' })).statusCode).toBe(201);
    const clash = await s.book({ arrival: '2031-05-03', departure: '2031-05-04' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      'Room 101 is already booked from 01/05/2031 to 04/05/2031 (booking 1)',
    );
    const clashInGerman = await t.app.inject({
      method: 'POST',
      url: '/api/booking/',
      headers: { ...s.headers, 'accept-language': 'de' },
      payload: {
        roomType: s.roomType.id,
        room: s.rooms[0]!.id,
        arrival: '2031-05-03',
        departure: '2031-05-04',
      },
    });
    expect(clashInGerman.json().message).toBe(
      'Zimmer 101 ist vom 01.05.2031 bis 04.05.2031 bereits gebucht (Buchung 1)',
    );
    await s.call('PUT', '/api/booking/status', { id: first._id, status: 'canceled' });
    expect((await s.book({ arrival: '2031-05-02', departure: '2031-05-03' })).statusCode).toBe(201);
  });

  it('counts unassigned bookings against the type night by night', async () => {
    const s = await setup();
    await s.book({ room: null, arrival: '2031-06-01', departure: '2031-06-03' });
    await s.book({ room: null, arrival: '2031-06-02', departure: '2031-06-04' });
    // 1 June has one of two rooms left, 2 June none.
    expect(
      (await s.book({ room: null, arrival: '2031-05-31', departure: '2031-06-02' })).statusCode,
    ).toBe(201);
    const afterPeak = await s.book({ room: null, arrival: '2031-06-03', departure: '2031-06-05' });
    expect(afterPeak.statusCode).toBe(201);
    const refused = await s.book({ room: null, arrival: '2031-06-01', departure: '2031-06-03' });
    expect(refused.json().message).toBe(
      'No room of type Double is free on 01/06/2031: all 2 are booked',
    );
  });
});

describe('update, status, code and guests', () => {
  it('records changed fields, walks the status machine and refuses changes when final', async () => {
    const s = await setup();
    const booking = (await s.book()).json();
    const update = await s.call('PUT', `/api/booking/${booking._id}`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: '2031-05-01',
      departure: '2031-05-05',
      mainGuest: s.guest.id,
      price: 100,
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().history[0].changes).toEqual([
      {
        field: 'room',
        from: { _id: s.rooms[0]!.id, number: '101' },
        to: { _id: s.rooms[1]!.id, number: '102' },
      },
      { field: 'departure', from: '2031-05-04', to: '2031-05-05' },
      { field: 'price', from: 30000, to: 100 },
      { field: 'isPriceOverridden', from: false, to: true },
    ]);

    const skip = await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers: bearer(s.token, s.hotel.id),
      payload: { id: booking._id, status: 'completed' },
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Buchung 1 kann nicht von neu zu abgeschlossen wechseln');

    for (const status of ['pending', 'checked_in', 'completed']) {
      const step = await s.call('PUT', '/api/booking/status', { id: booking._id, status });
      expect(step.statusCode).toBe(200);
      expect(step.json().status).toBe(status);
    }
    const done = (await s.call('GET', `/api/booking/${booking._id}`)).json();
    // Completed long before the planned stay: departure becomes arrival + 1, never earlier.
    expect(done.departure).toBe('2031-05-02');
    expect(done.history[0].changes).toEqual([
      { field: 'status', from: 'checked_in', to: 'completed' },
      { field: 'departure', from: '2031-05-05', to: '2031-05-02' },
    ]);
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.hotelId, s.hotel.id))
      .orderBy(asc(domainEvents.createdAt));
    // Created, moved (room and departure), then one event per status step.
    expect(events.map((event) => event.type)).toEqual([
      'booking.created',
      'booking.moved',
      'booking.status_changed',
      'booking.status_changed',
      'booking.status_changed',
    ]);

    const final = await s.call('PUT', `/api/booking/${booking._id}`, {
      roomType: s.roomType.id,
      arrival: '2031-05-01',
      departure: '2031-05-03',
    });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('Booking 1 is completed and can no longer be changed');
  });

  it('writes references into the history as they read: names, numbers and guest names', async () => {
    const s = await setup();
    const suite = await createRoomType(t.db, s.hotel.id, { name: 'Suite' });
    const [suiteRoom] = await createRooms(t.db, s.hotel.id, suite.id, 1, 301);
    const [breakfast, parking] = await t.db
      .insert(services)
      .values(['Breakfast', 'Parking'].map((name) => ({ hotelId: s.hotel.id, name, price: 500 })))
      .returning();
    const other = await createGuest(t.db, s.hotel.id, { firstName: 'Max', lastName: 'Kern' });
    const booking = (await s.book({ services: [breakfast!.id] })).json();
    const update = await s.call('PUT', `/api/booking/${booking._id}`, {
      roomType: suite.id,
      room: suiteRoom!.id,
      arrival: '2031-05-01',
      departure: '2031-05-04',
      mainGuest: other.id,
      services: [parking!.id, breakfast!.id],
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().history[0].changes).toEqual([
      {
        field: 'roomType',
        from: { _id: s.roomType.id, name: 'Double' },
        to: { _id: suite.id, name: 'Suite' },
      },
      {
        field: 'room',
        from: { _id: s.rooms[0]!.id, number: '101' },
        to: { _id: suiteRoom!.id, number: '301' },
      },
      {
        field: 'mainGuest',
        from: { _id: s.guest.id, firstName: 'Erika', lastName: 'Muster' },
        to: { _id: other.id, firstName: 'Max', lastName: 'Kern' },
      },
      {
        field: 'services',
        from: [{ _id: breakfast!.id, name: 'Breakfast' }],
        to: [
          { _id: breakfast!.id, name: 'Breakfast' },
          { _id: parking!.id, name: 'Parking' },
        ],
      },
      { field: 'price', from: 30500, to: 31000 },
    ]);

    const unassigned = await s.call('PUT', `/api/booking/${booking._id}`, {
      roomType: suite.id,
      arrival: '2031-05-01',
      departure: '2031-05-04',
      services: [parking!.id, breakfast!.id],
    });
    expect(unassigned.json().history[0].changes).toEqual([
      { field: 'room', from: { _id: suiteRoom!.id, number: '301' }, to: null },
    ]);

    const third = await createGuest(t.db, s.hotel.id, { firstName: 'Ada', lastName: 'Roth' });
    const erika = { _id: s.guest.id, firstName: 'Erika', lastName: 'Muster' };
    const ada = { _id: third.id, firstName: 'Ada', lastName: 'Roth' };
    await s.call('POST', `/api/booking/${booking._id}/guest`, { guest: third.id });
    await s.call('PUT', `/api/booking/${booking._id}/guest`, { guest: third.id });
    await s.call('DELETE', `/api/booking/${booking._id}/guest/${s.guest.id}`);
    const history = (await s.call('GET', `/api/booking/${booking._id}`)).json().history;
    expect(history.slice(0, 3)).toMatchObject([
      { action: 'guest_removed', changes: [{ field: 'guest', from: erika, to: null }] },
      {
        action: 'main_guest',
        changes: [
          {
            field: 'mainGuest',
            from: { _id: other.id, firstName: 'Max', lastName: 'Kern' },
            to: ada,
          },
        ],
      },
      { action: 'guest_added', changes: [{ field: 'guest', from: null, to: ada }] },
    ]);
  });

  it('resets the access code without storing it, and manages the guests on a booking', async () => {
    const s = await setup();
    const booking = (await s.book()).json();
    const reset = await s.call('PUT', `/api/booking/code/${booking._id}`, { reset: true });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().accessCode).toMatch(/^\d{6}$/);
    expect(reset.json().history[0]).toMatchObject({ action: 'code_reset', changes: [] });

    const co = await createGuest(t.db, s.hotel.id, { firstName: 'Max' });
    const added = await s.call('POST', `/api/booking/${booking._id}/guest`, { guest: co.id });
    expect(added.json().guests.map((g: { _id: string }) => g._id)).toEqual([s.guest.id, co.id]);
    const again = await s.call('POST', `/api/booking/${booking._id}/guest`, { guest: co.id });
    expect(again.json().message).toBe('This guest is already on the booking');
    const main = await s.call('DELETE', `/api/booking/${booking._id}/guest/${s.guest.id}`);
    expect(main.statusCode).toBe(409);
    expect(main.json().message).toBe(
      'The main guest cannot be removed. Make another guest the main guest first.',
    );
    const switched = await s.call('PUT', `/api/booking/${booking._id}/guest`, { guest: co.id });
    expect(switched.json().guests[0]._id).toBe(co.id);
    const removed = await s.call('DELETE', `/api/booking/${booking._id}/guest/${s.guest.id}`);
    expect(removed.json().guests.map((g: { _id: string }) => g._id)).toEqual([co.id]);
    const gone = await s.call('DELETE', `/api/booking/${booking._id}/guest/${s.guest.id}`);
    expect(gone.statusCode).toBe(404);
    const blank = await s.call('DELETE', `/api/booking/%20/guest/${co.id}`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].message).toBe('Booking ID is required');
    const blankGuest = await s.call('POST', `/api/booking/${booking._id}/guest`, { guest: '' });
    expect(blankGuest.json().issues[0].message).toBe('Guest ID is required');
  });
});

describe('views and access', () => {
  it('lists with filters, shows the calendar and dashboard, and checks availability', async () => {
    const s = await setup();
    const first = (await s.book()).json();
    await s.book({ room: s.rooms[1]!.id, arrival: '2031-07-01', departure: '2031-07-02' });
    const list = (await s.call('GET', '/api/booking?sort=number&limit=1&page=2')).json();
    expect(list).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ number: 2 }] });
    const search = (
      await s.call('GET', '/api/booking?search=muster&arrival=2031-05-01,2031-05-31')
    ).json();
    expect(search.items.map((i: { _id: string }) => i._id)).toEqual([first._id]);

    const cal = await s.call(
      'GET',
      '/api/booking/calendar?startDate=2031-05-01&endDate=2031-05-10',
    );
    expect(cal.statusCode).toBe(200);
    // The calendar's body is written without its zod parse (hot path): it must still be exactly
    // the contract, with no field missing and none extra.
    expect(calendarResponseSchema.parse(cal.json())).toEqual(cal.json());
    expect(cal.json().rooms.map((r: { number: string }) => r.number)).toEqual(['101', '102']);
    expect(cal.json().bookings).toEqual([
      expect.objectContaining({ number: 1, guestName: 'Erika Muster', roomId: s.rooms[0]!.id }),
    ]);
    const tooLong = await s.call(
      'GET',
      '/api/booking/calendar?startDate=2031-01-01&endDate=2032-03-01',
    );
    expect(tooLong.statusCode).toBe(400);

    const free = (
      await s.call('GET', '/api/booking/availability?arrival=2031-05-02&departure=2031-05-03')
    ).json();
    expect(free.roomTypes).toEqual([
      { _id: s.roomType.id, available: 1, freeRoomIds: [s.rooms[1]!.id] },
    ]);

    const dash = await s.call('GET', '/api/booking/dashboard');
    expect(dash.statusCode).toBe(200);
    expect(dash.json().occupancy.totalRooms).toBe(2);
    expect(dash.json().arrivals.map((i: { number: number }) => i.number)).toEqual([1, 2]);
  });

  it('lets viewBookings read but not change, denies reads without it, and hides other hotels', async () => {
    const s = await setup();
    const booking = (await s.book()).json();
    const viewer = await createMember(t.db, s.hotel.id, ['viewBookings']);
    const nobody = await createMember(t.db, s.hotel.id, []);
    const viewerHeaders = bearerEn(await loginAs(t.app, viewer), s.hotel.id);
    const nobodyHeaders = bearerEn(await loginAs(t.app, nobody), s.hotel.id);
    const get = (headers: Record<string, string>, url: string) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await get(viewerHeaders, `/api/booking/${booking._id}`)).statusCode).toBe(200);
    expect((await get(viewerHeaders, '/api/booking')).statusCode).toBe(200);
    expect((await get(nobodyHeaders, `/api/booking/${booking._id}`)).statusCode).toBe(403);
    expect(
      (await get(nobodyHeaders, '/api/booking/calendar?startDate=2031-05-01&endDate=2031-05-02'))
        .statusCode,
    ).toBe(403);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers: viewerHeaders,
      payload: { id: booking._id, status: 'pending' },
    });
    expect(change.statusCode).toBe(403);

    const foreign = await createOwnedHotel(t.app, t.db);
    const foreignHeaders = bearerEn(foreign.token, foreign.hotel.id);
    expect((await get(foreignHeaders, `/api/booking/${booking._id}`)).statusCode).toBe(404);
    const foreignStatus = await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers: foreignHeaders,
      payload: { id: booking._id, status: 'pending' },
    });
    expect(foreignStatus.statusCode).toBe(404);
    const foreignCreate = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: foreignHeaders,
      payload: { roomType: s.roomType.id, arrival: '2031-05-01', departure: '2031-05-02' },
    });
    expect(foreignCreate.json().issues[0].message).toBe(
      'This room type does not exist in this hotel',
    );
  });
});
