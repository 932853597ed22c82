import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bookings, domainEvents } from '../../db/schema-bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBookingScene, createGuest } from '../../test/reservation-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const { hotel, owner, roomType, rooms, guest, call } = await createBookingScene(t, {
    roomCount: 3,
    guest: {
      firstName: 'Greta',
      lastName: 'Geheim',
      email: 'greta.geheim@example.com',
      mobile: '+4915199988877',
    },
  });
  const events = () =>
    t.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.hotelId, hotel.id))
      .orderBy(asc(domainEvents.createdAt));
  /** Runs the change and returns the events it wrote. */
  const eventsOf = async (change: () => Promise<{ statusCode: number }>, status = 200) => {
    const before = (await events()).length;
    const response = await change();
    expect(response.statusCode).toBe(status);
    return (await events()).slice(before);
  };
  return { hotel, owner, roomType, rooms, guest, call, events, eventsOf };
}

describe('every booking change writes exactly one domain event', () => {
  it('writes the right type with ids, number and version, never codes or personal data', async () => {
    const s = await setup();
    const companion = await createGuest(t.db, s.hotel.id, { firstName: 'Carl', lastName: 'Co' });
    const stay = {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-07-01',
      departure: '2031-07-04',
      mainGuest: s.guest.id,
    };
    let id = '';
    const steps: [string, () => Promise<{ statusCode: number }>, number?][] = [
      [
        'booking.created',
        async () => {
          const response = await s.call('POST', '/api/booking', stay);
          id = response.json<{ _id: string }>()._id;
          return response;
        },
        201,
      ],
      ['booking.updated', () => s.call('PUT', `/api/booking/${id}`, { ...stay, notice: 'Late' })],
      [
        'booking.moved',
        () =>
          s.call('PUT', `/api/booking/${id}`, { ...stay, room: s.rooms[1]!.id, notice: 'Late' }),
      ],
      [
        'booking.moved',
        async () => {
          const { version } = (await s.call('GET', `/api/booking/${id}`)).json<{
            version: number;
          }>();
          return s.call('PATCH', `/api/booking/${id}/placement`, {
            roomType: s.roomType.id,
            room: s.rooms[2]!.id,
            arrival: '2031-07-01',
            departure: '2031-07-05',
            version,
          });
        },
      ],
      [
        'booking.guest_added',
        () => s.call('POST', `/api/booking/${id}/guest`, { guest: companion.id }),
      ],
      [
        'booking.main_guest_changed',
        () => s.call('PUT', `/api/booking/${id}/guest`, { guest: companion.id }),
      ],
      ['booking.guest_removed', () => s.call('DELETE', `/api/booking/${id}/guest/${s.guest.id}`)],
      [
        'booking.access_code_reset',
        () => s.call('PUT', `/api/booking/code/${id}`, { reset: true }),
      ],
      [
        'payment.recorded',
        () =>
          s.call('POST', '/api/payment', {
            booking: id,
            method: 'cash',
            amount: 5000,
            notice: 'From Greta Geheim',
          }),
        201,
      ],
      [
        'payment.changed',
        async () => {
          const [payment] = (await s.call('GET', `/api/booking/${id}`)).json<{
            payments: { _id: string }[];
          }>().payments;
          return s.call('PUT', `/api/payment/${payment!._id}`, {
            status: 'paid',
            notice: 'Greta paid',
          });
        },
      ],
      [
        'booking.status_changed',
        () => s.call('PUT', '/api/booking/status', { id, status: 'pending' }),
      ],
      ['booking.canceled', () => s.call('PUT', '/api/booking/status', { id, status: 'canceled' })],
    ];
    for (const [type, change, status] of steps) {
      const written = await s.eventsOf(change, status);
      expect(written.map((event) => event.type)).toEqual([type]);
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
      expect(written[0]!.payload).toMatchObject({ bookingId: id, number: row!.number });
      // The version the change produced (a payment leaves the booking row as it is).
      expect(written[0]!.payload.version).toBe(row!.version);
      expect(written[0]!.payload.actor).toEqual({ kind: 'staff', id: s.owner.id });
      const text = JSON.stringify(written[0]!.payload);
      for (const secret of [row!.accessCode, 'Greta', 'Geheim', 'greta.geheim', '99988877']) {
        expect(text).not.toContain(secret);
      }
    }
    const [moved] = (await s.events()).filter((event) => event.type === 'booking.moved');
    expect(moved!.payload).toMatchObject({
      fields: ['room'],
      from: { roomId: s.rooms[0]!.id, arrival: '2031-07-01', departure: '2031-07-04' },
      to: { roomId: s.rooms[1]!.id, arrival: '2031-07-01', departure: '2031-07-04' },
    });
  });

  it('a merge writes one guests.merged event per booking of the merged guest', async () => {
    const s = await setup();
    const source = await createGuest(t.db, s.hotel.id);
    const ids: string[] = [];
    for (const [index, room] of s.rooms.slice(0, 2).entries()) {
      const response = await s.call('POST', '/api/booking', {
        roomType: s.roomType.id,
        room: room.id,
        arrival: `2031-08-0${index + 1}`,
        departure: '2031-08-05',
        mainGuest: source.id,
      });
      ids.push(response.json<{ _id: string }>()._id);
    }
    const written = await s.eventsOf(() =>
      s.call('PUT', '/api/guest/merge', { targetId: s.guest.id, sourceId: source.id }),
    );
    expect(written.map((event) => event.type)).toEqual(['guests.merged', 'guests.merged']);
    expect(written.map((event) => event.payload.bookingId).sort()).toEqual([...ids].sort());
    expect(written[0]!.payload).toMatchObject({
      sourceGuestId: source.id,
      targetGuestId: s.guest.id,
    });
  });

  it('a refused change writes no event', async () => {
    const s = await setup();
    const stay = {
      roomType: s.roomType.id,
      room: s.rooms[0]!.id,
      arrival: '2031-09-01',
      departure: '2031-09-03',
    };
    const booking = (await s.call('POST', '/api/booking', stay)).json<{
      _id: string;
      version: number;
    }>();
    const refusals: [() => Promise<{ statusCode: number }>, number][] = [
      // The room is taken.
      [() => s.call('POST', '/api/booking', stay), 409],
      // A stale precondition.
      [
        () =>
          s.call('PUT', `/api/booking/${booking._id}`, {
            ...stay,
            notice: 'x',
            version: booking.version + 1,
          }),
        409,
      ],
      [
        () =>
          s.call('PATCH', `/api/booking/${booking._id}/placement`, {
            ...stay,
            room: s.rooms[1]!.id,
            version: booking.version + 1,
          }),
        409,
      ],
      // Not along the status machine.
      [() => s.call('PUT', '/api/booking/status', { id: booking._id, status: 'completed' }), 409],
      // Not on the booking.
      [() => s.call('DELETE', `/api/booking/${booking._id}/guest/${s.guest.id}`), 404],
    ];
    for (const [change, status] of refusals) {
      expect(await s.eventsOf(change, status)).toEqual([]);
    }
  });
});
