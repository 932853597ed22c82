import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema-setup';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer } from '../../test/factories';
import { createBookingScene } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface BookingBody {
  _id: string;
  version: number;
  price: number;
  notice: string;
  room: { _id: string } | null;
  departure: string;
  history: { action: string; changes: { field: string }[] }[];
}

async function setup() {
  const { hotel, token, roomType, rooms, guest, call } = await createBookingScene(t, {
    roomCount: 3,
  });
  const stay = {
    roomType: roomType.id,
    room: rooms[0]!.id,
    arrival: '2031-10-01',
    departure: '2031-10-04',
    mainGuest: guest.id,
  };
  const book = async (values: object = {}) => {
    const response = await call('POST', '/api/booking', { ...stay, ...values });
    expect(response.statusCode).toBe(201);
    return response.json<BookingBody>();
  };
  const read = async (id: string) => (await call('GET', `/api/booking/${id}`)).json<BookingBody>();
  return { hotel, token, roomType, rooms, guest, call, stay, book, read };
}

describe('optimistic concurrency on booking updates', () => {
  it('a PUT with the version read succeeds and raises it; a stale one is 409 and changes nothing', async () => {
    const s = await setup();
    const booking = await s.book();
    expect(booking.version).toBe(1);
    const first = await s.call('PUT', `/api/booking/${booking._id}`, {
      ...s.stay,
      notice: 'First desk',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<BookingBody>().version).toBe(2);

    const stale = await s.call('PUT', `/api/booking/${booking._id}`, {
      ...s.stay,
      notice: 'Second desk',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'BOOKING_CHANGED',
      message: 'This booking was changed in the meantime. Reload to see the changes.',
    });
    const german = await t.app.inject({
      method: 'PUT',
      url: `/api/booking/${booking._id}`,
      headers: bearer(s.token, s.hotel.id),
      payload: { ...s.stay, version: 1 },
    });
    expect(german.json().message).toBe(
      'Diese Buchung wurde zwischenzeitlich geändert. Laden Sie neu, um die Änderungen zu sehen.',
    );
    const after = await s.read(booking._id);
    expect(after).toMatchObject({ notice: 'First desk', version: 2 });
    expect(after.history).toHaveLength(2);

    // Without a precondition the PUT still writes (older clients).
    const unconditional = await s.call('PUT', `/api/booking/${booking._id}`, {
      ...s.stay,
      notice: 'No version',
    });
    expect(unconditional.json<BookingBody>()).toMatchObject({ notice: 'No version', version: 3 });
  });

  it('every other change raises the version too (status, guests, code)', async () => {
    const s = await setup();
    const booking = await s.book();
    await s.call('PUT', '/api/booking/status', { id: booking._id, status: 'pending' });
    await s.call('PUT', `/api/booking/code/${booking._id}`, { reset: true });
    expect((await s.read(booking._id)).version).toBe(3);
    const stale = await s.call('PUT', `/api/booking/${booking._id}`, { ...s.stay, version: 2 });
    expect(stale.statusCode).toBe(409);
  });
});

describe('PATCH /api/booking/{id}/placement', () => {
  it('moves and resizes with the same rules as PUT and keeps the other fields', async () => {
    const s = await setup();
    const [breakfast] = await t.db
      .insert(services)
      .values({ hotelId: s.hotel.id, name: 'Breakfast', price: 1000, charge: 'per_night' })
      .returning();
    const booking = await s.book({ services: [breakfast!.id], notice: 'Window', adults: 2 });
    // 3 nights × (10000 + breakfast 1000)
    expect(booking.price).toBe(33000);
    const moved = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: '2031-10-01',
      departure: '2031-10-05',
      version: booking.version,
    });
    expect(moved.statusCode).toBe(200);
    const body = moved.json<BookingBody & { services: { name: string }[]; adults: number }>();
    expect(body).toMatchObject({
      room: { _id: s.rooms[1]!.id },
      departure: '2031-10-05',
      price: 44000,
      notice: 'Window',
      adults: 2,
      services: [{ name: 'Breakfast' }],
      version: booking.version + 1,
    });
    expect(body.history[0]).toMatchObject({ action: 'updated' });
    expect(body.history[0]!.changes.map((change) => change.field)).toEqual([
      'room',
      'departure',
      'price',
    ]);

    // A manual price stays when the stay changes.
    const manual = await s.call('PUT', `/api/booking/${booking._id}`, {
      ...s.stay,
      room: s.rooms[1]!.id,
      services: [breakfast!.id],
      notice: 'Window',
      adults: 2,
      price: 12345,
    });
    const resized = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: '2031-10-01',
      departure: '2031-10-02',
      version: manual.json<BookingBody>().version,
    });
    expect(resized.json<BookingBody>()).toMatchObject({ price: 12345, departure: '2031-10-02' });
  });

  it('refuses a stale version, an occupied room and a missing version', async () => {
    const s = await setup();
    const booking = await s.book();
    await s.book({ room: s.rooms[1]!.id });
    const placement = { ...s.stay, version: booking.version };
    delete (placement as { mainGuest?: string }).mainGuest;
    const taken = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      ...placement,
      room: s.rooms[1]!.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^Room 102 is already booked/);

    await s.call('PUT', `/api/booking/${booking._id}`, { ...s.stay, notice: 'Changed' });
    const stale = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      ...placement,
      room: s.rooms[2]!.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('BOOKING_CHANGED');
    expect((await s.read(booking._id)).room?._id).toBe(s.rooms[0]!.id);

    const { version: _version, ...withoutVersion } = placement;
    const missing = await s.call('PATCH', `/api/booking/${booking._id}/placement`, withoutVersion);
    expect(missing.statusCode).toBe(400);
  });

  it('10 simultaneous moves with the same version: exactly one succeeds', async () => {
    const s = await setup();
    const booking = await s.book();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        s.call('PATCH', `/api/booking/${booking._id}/placement`, {
          roomType: s.roomType.id,
          room: s.rooms[index % 2 === 0 ? 1 : 2]!.id,
          arrival: '2031-10-01',
          departure: `2031-10-${String(5 + index).padStart(2, '0')}`,
          version: booking.version,
        }),
      ),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused.every((response) => response.json().code === 'BOOKING_CHANGED')).toBe(true);
    const stored = await s.read(booking._id);
    expect(stored.version).toBe(booking.version + 1);
    expect(stored.departure).toBe(succeeded[0]!.json<BookingBody>().departure);
  });

  it('the calendar carries each booking’s version', async () => {
    const s = await setup();
    const booking = await s.book();
    await s.call('PUT', '/api/booking/status', { id: booking._id, status: 'pending' });
    const calendar = await s.call(
      'GET',
      '/api/booking/calendar?startDate=2031-09-28&endDate=2031-10-10',
    );
    expect(calendar.json().bookings).toEqual([
      expect.objectContaining({ _id: booking._id, version: 2 }),
    ]);
  });
});
