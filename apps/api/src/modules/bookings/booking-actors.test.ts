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
        permissions: ['manageBookings'],
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
});
