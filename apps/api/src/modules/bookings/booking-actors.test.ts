import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingCreateSchema } from '@hotel/shared/contracts/bookings';
import { bookingHistory } from '../../db/schema-bookings';
import { systemPrincipal, type Principal } from '../../lib/principal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createOwnedHotel } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';
import { createBookingsService } from './bookings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the principal behind a change is the history actor', () => {
  it('names a system source, a guest and an API key, and a staff member as before', async () => {
    const { hotel, token, owner } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    const [room] = await createRooms(t.db, hotel.id, roomType.id, 1);
    const guest = await createGuest(t.db, hotel.id, { firstName: 'Anna', lastName: 'Weber' });
    const service = createBookingsService({ db: t.db });
    const principals: Principal[] = [
      systemPrincipal('public_page'),
      { kind: 'guest', hotelId: hotel.id, guestId: guest.id, name: 'Anna Weber' },
      {
        kind: 'api_key',
        hotelId: hotel.id,
        apiKeyId: '00000000-0000-4000-8000-000000000001',
        name: 'Website',
        permissions: ['bookings.write'],
      },
    ];
    const created = await service.create(
      hotel.id,
      bookingCreateSchema.parse({
        roomType: roomType.id,
        room: room!.id,
        arrival: '2031-12-01',
        departure: '2031-12-03',
        source: 'public_page',
      }),
      principals[0]!,
    );
    expect(created.history[0]).toMatchObject({ user: null });
    for (const [index, principal] of principals.slice(1).entries()) {
      await service.update(
        hotel.id,
        created._id,
        {
          ...bookingCreateSchema.parse({
            roomType: roomType.id,
            room: room!.id,
            arrival: '2031-12-01',
            departure: '2031-12-03',
          }),
          notice: `change ${index}`,
        },
        principal,
      );
    }
    const headers = bearerEn(token, hotel.id);
    await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers,
      payload: { id: created._id, status: 'pending' },
    });

    const read = await t.app.inject({ method: 'GET', url: `/api/booking/${created._id}`, headers });
    expect(read.statusCode).toBe(200);
    const staffName = `${owner.firstName} ${owner.lastName}`;
    expect(
      read
        .json()
        .history.map((entry: { actor: unknown; user: unknown }) => [entry.actor, entry.user]),
    ).toEqual([
      [
        { kind: 'staff', name: staffName },
        { _id: owner.id, name: staffName },
      ],
      [{ kind: 'api_key', name: 'Website' }, null],
      [{ kind: 'guest', name: 'Anna Weber' }, null],
      [{ kind: 'system', name: 'public_page' }, null],
    ]);

    const rows = await t.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, created._id));
    const guestRow = rows.find((row) => row.actorKind === 'guest');
    expect(guestRow).toMatchObject({ actorId: guest.id, userId: null });
    const staffRow = rows.find((row) => row.actorKind === 'staff');
    expect(staffRow).toMatchObject({ actorId: owner.id, userId: owner.id });
  });

  it('an API key books over HTTP without the hotel header, and the history names the key', async () => {
    const { hotel, token } = await createOwnedHotel(t.app, t.db);
    const roomType = await createRoomType(t.db, hotel.id);
    await createRooms(t.db, hotel.id, roomType.id, 1);
    const keyResponse = await t.app.inject({
      method: 'POST',
      url: '/api/plugin/api/keys',
      headers: bearerEn(token, hotel.id),
      payload: { name: 'Website', permissions: ['bookings.read', 'bookings.write'] },
    });
    expect(keyResponse.statusCode).toBe(201);
    const payload = {
      roomType: roomType.id,
      arrival: '2031-12-10',
      departure: '2031-12-12',
      externalRef: { source: 'api', id: 'web-1001' },
    };
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking',
      headers: bearerEn(keyResponse.json().key),
      payload,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      source: 'api',
      externalRef: { source: 'api', id: 'web-1001' },
    });
    // Keys get no history (it names staff); the desk sees the key named in it.
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${booked.json()._id}`,
      headers: bearerEn(token, hotel.id),
    });
    expect(staffView.json().history[0].actor).toEqual({ kind: 'api_key', name: 'Website' });

    // Staff still name their hotel: without the header the call is refused before anything runs.
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearerEn(token),
      payload: { ...payload, externalRef: null },
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please choose a hotel' });
  });
});
