import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { startOfDayIn, zonedInstant } from '@hotel/shared/zoned-time';
import { bookings, handledEvents } from '../../db/schema-bookings';
import { roomServices } from '../../db/schema-operations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createOwnedHotel } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';
import { ensureCleaningRecords } from './cleaning-records';
import { CLEANING_SWEEP_QUEUE, hotelToday } from './cleaning.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';
const at = (day: string, time: string) => zonedInstant(day, time, ZONE).toISOString();

/** A hotel (Europe/Berlin, check-out 11:00, check-in 15:00) with four rooms and a guest. */
async function setup() {
  const { hotel, token } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id);
  const rooms = await createRooms(t.db, hotel.id, roomType.id, 4);
  // Without an email the check-in information is not sent, so a pending stay stays pending
  // (sending it would check the guest in, spec §4).
  const guest = await createGuest(t.db, hotel.id, {
    firstName: 'Erika',
    lastName: 'Muster',
    email: '',
  });
  const headers = bearerEn(token, hotel.id);
  const today = todayIn(ZONE);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A booking through the API, moved through the given statuses. */
  async function stay(
    room: number | null,
    arrivalOffset: number,
    departureOffset: number,
    statuses: string[],
  ) {
    const created = await call('POST', '/api/booking/', {
      roomType: roomType.id,
      room: room === null ? null : rooms[room]!.id,
      arrival: addDays(today, arrivalOffset),
      departure: addDays(today, departureOffset),
      mainGuest: guest.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    let booking = created.json();
    for (const status of statuses) {
      const changed = await call('PUT', '/api/booking/status', { id: booking._id, status });
      expect(changed.statusCode, changed.body).toBe(200);
      booking = changed.json();
    }
    return booking as { _id: string; number: number; departure: string };
  }

  const recordsOf = (bookingId: string) =>
    t.db.select().from(roomServices).where(eq(roomServices.bookingId, bookingId));
  const hotelRecords = () =>
    t.db.select().from(roomServices).where(eq(roomServices.hotelId, hotel.id));

  return { hotel, today, call, stay, recordsOf, hotelRecords };
}

const CHECKED_IN = ['pending', 'checked_in'];

describe('departure record when a booking is completed', () => {
  it('is written with the completion and exists once however often it is asked for again', async () => {
    const s = await setup();
    const booking = await s.stay(0, -2, 0, CHECKED_IN);
    expect(await s.recordsOf(booking._id)).toEqual([]);

    const before = new Date();
    const completed = await s.call('PUT', '/api/booking/status', {
      id: booking._id,
      status: 'completed',
    });
    const after = new Date();
    expect(completed.json()).toMatchObject({ status: 'completed', departure: s.today });
    const [record, ...others] = await s.recordsOf(booking._id);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ kind: 'departure', status: 'open', day: s.today });
    // The window starts when the guest left and ends at check-in time, or at midnight when
    // the guest left after check-in time.
    expect(record!.start.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(record!.start.getTime()).toBeLessThanOrEqual(after.getTime());
    const checkIn = new Date(at(s.today, '15:00'));
    const expectedEnd = checkIn > record!.start ? checkIn : startOfDayIn(addDays(s.today, 1), ZONE);
    expect(record!.end.toISOString()).toBe(expectedEnd.toISOString());

    expect(await ensureCleaningRecords(t.db, s.hotel.id, s.today)).toBe(0);
    expect(await ensureCleaningRecords(t.db, s.hotel.id, s.today)).toBe(0);
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => ensureCleaningRecords(t.db, s.hotel.id, s.today)),
    );
    expect(concurrent).toEqual(Array(10).fill(0));
    const boards = await Promise.all(
      Array.from({ length: 5 }, () => s.call('GET', '/api/room_service/')),
    );
    expect(boards.map((board) => board.statusCode)).toEqual(Array(5).fill(200));
    expect(await s.recordsOf(booking._id)).toHaveLength(1);

    const board = (await s.call('GET', `/api/room_service/?date=${s.today}`)).json();
    expect(board.items).toEqual([
      expect.objectContaining({
        kind: 'departure',
        room: expect.objectContaining({ number: '101' }),
        booking: { _id: booking._id, number: booking.number, guestName: 'Erika Muster' },
      }),
    ]);
  });

  it('10 concurrent ensure calls for a departing stay write exactly one record', async () => {
    const s = await setup();
    const booking = await s.stay(1, -3, 0, CHECKED_IN);
    const written = await Promise.all(
      Array.from({ length: 10 }, () => ensureCleaningRecords(t.db, s.hotel.id, s.today)),
    );
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(1);
    const records = await s.recordsOf(booking._id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'departure', day: s.today });
    expect(records[0]!.start.toISOString()).toBe(at(s.today, '11:00'));
    expect(records[0]!.end.toISOString()).toBe(at(s.today, '15:00'));

    // Completing it afterwards keeps the one record and moves its window to the moment of leaving.
    await s.call('PUT', '/api/booking/status', { id: booking._id, status: 'completed' });
    const [completed, ...others] = await s.recordsOf(booking._id);
    expect(others).toEqual([]);
    expect(Math.abs(completed!.start.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('completing early ends the stay today with a record for today; a stay without a room gets none', async () => {
    const s = await setup();
    const early = await s.stay(2, -1, 3, [...CHECKED_IN, 'completed']);
    expect(early.departure).toBe(s.today);
    expect(await s.recordsOf(early._id)).toEqual([
      expect.objectContaining({ kind: 'departure', day: s.today }),
    ]);

    // Checking in without a room is refused now, but stays from before may be in the house.
    const unassigned = await s.stay(null, -1, 0, ['pending']);
    await t.db
      .update(bookings)
      .set({ status: 'checked_in' })
      .where(eq(bookings.id, unassigned._id));
    const completed = await s.call('PUT', '/api/booking/status', {
      id: unassigned._id,
      status: 'completed',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await s.recordsOf(unassigned._id)).toEqual([]);
    expect(await ensureCleaningRecords(t.db, s.hotel.id, s.today)).toBe(0);
    expect(await s.recordsOf(unassigned._id)).toEqual([]);
  });

  it('a done departure record is not reopened or moved by a later completion path', async () => {
    const s = await setup();
    const booking = await s.stay(3, -2, 0, CHECKED_IN);
    await ensureCleaningRecords(t.db, s.hotel.id, s.today);
    const [record] = await s.recordsOf(booking._id);
    await s.call('PUT', `/api/room_service/${record!.id}`, { status: 'done' });
    await s.call('PUT', '/api/booking/status', { id: booking._id, status: 'completed' });
    const [after, ...others] = await s.recordsOf(booking._id);
    expect(others).toEqual([]);
    expect(after).toMatchObject({ status: 'done', start: record!.start, end: record!.end });
  });
});

describe('a stay that ends early', () => {
  it('completing a guest who was staying on cancels the open stay-over and lists the room once', async () => {
    const s = await setup();
    const booking = await s.stay(0, -1, 3, CHECKED_IN);
    await t.runJobs();
    expect(await s.recordsOf(booking._id)).toEqual([
      expect.objectContaining({ kind: 'stay_over', status: 'open', day: s.today }),
    ]);

    await s.call('PUT', '/api/booking/status', { id: booking._id, status: 'completed' });
    const board = (await s.call('GET', '/api/room_service/?status=open')).json();
    expect(board.items).toEqual([
      expect.objectContaining({
        kind: 'departure',
        booking: expect.objectContaining({ _id: booking._id }),
      }),
    ]);
    const records = await s.recordsOf(booking._id);
    expect(records.find((record) => record.kind === 'stay_over')).toMatchObject({
      status: 'canceled',
    });
  });

  it('canceling after check-in leaves the room to clean today; canceling before arrival does not', async () => {
    const s = await setup();
    const inHouse = await s.stay(1, -2, 2, CHECKED_IN);
    await t.runJobs();
    const canceled = await s.call('PUT', '/api/booking/status', {
      id: inHouse._id,
      status: 'canceled',
    });
    expect(canceled.statusCode).toBe(200);
    const records = await s.recordsOf(inHouse._id);
    expect(records).toHaveLength(2);
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'departure', status: 'open', day: s.today }),
        expect.objectContaining({ kind: 'stay_over', status: 'canceled', day: s.today }),
      ]),
    );
    const calendar = await s.call(
      'GET',
      `/api/booking/calendar?startDate=${s.today}&endDate=${addDays(s.today, 1)}`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(JSON.stringify(calendar.json())).toContain('"needsCleaning":true');

    const notArrived = await s.stay(2, 1, 3, ['pending', 'canceled']);
    expect(await s.recordsOf(notArrived._id)).toEqual([]);
  });
});

describe("today's automatic records", () => {
  it('a check-in writes the stay-over record through its event; the board only reads', async () => {
    const s = await setup();
    const stayingOn = await s.stay(0, -1, 2, CHECKED_IN);
    const canceled = await s.stay(1, -2, 0, ['canceled']);
    const fresh = await s.stay(2, -2, 0, []);
    const pending = await s.stay(3, -1, 1, ['pending']);
    const arrivingToday = await s.stay(1, 0, 2, CHECKED_IN);

    // Opening the board writes nothing.
    const before = await s.call('GET', '/api/room_service/');
    expect(before.json()).toMatchObject({ items: [], total: 0, today: s.today });
    expect(await s.hotelRecords()).toEqual([]);

    await t.runJobs();
    const board = await s.call('GET', '/api/room_service/');
    expect(board.statusCode).toBe(200);
    expect(board.json().items).toEqual([
      expect.objectContaining({
        kind: 'stay_over',
        status: 'open',
        date: s.today,
        start: at(s.today, '11:00'),
        end: at(s.today, '15:00'),
        booking: expect.objectContaining({ _id: stayingOn._id }),
      }),
    ]);
    for (const booking of [canceled, fresh, pending, arrivingToday]) {
      expect(await s.recordsOf(booking._id)).toEqual([]);
    }
    // Every status change was an event the handler took once; running again changes nothing.
    const handled = await t.db
      .select()
      .from(handledEvents)
      .where(eq(handledEvents.handler, 'room-service.cleaning-board'));
    expect(new Set(handled.map((row) => row.eventId)).size).toBe(handled.length);
    await t.runJobs({ includeDelayed: true });
    expect(await s.hotelRecords()).toHaveLength(1);
  });

  it("the sweep writes every hotel's records for its own today", async () => {
    const s = await setup();
    const stayingOn = await s.stay(0, -1, 2, CHECKED_IN);
    await t.runJobs();
    // As if the day had just begun: nothing written for today yet.
    await t.db.delete(roomServices).where(eq(roomServices.hotelId, s.hotel.id));

    await t.app.jobs.send(CLEANING_SWEEP_QUEUE, {});
    await t.runJobs();
    const records = await t.db
      .select()
      .from(roomServices)
      .where(and(eq(roomServices.bookingId, stayingOn._id), eq(roomServices.kind, 'stay_over')));
    expect(records).toEqual([expect.objectContaining({ day: s.today, status: 'open' })]);
  });
});

describe("a hotel's today", () => {
  it('is the calendar day in its own time zone, across both DST changes', () => {
    // Berlin moves to summer time on 30 March 2031 and back on 26 October 2031.
    expect(hotelToday(ZONE, new Date('2031-03-29T22:59:00Z'))).toBe('2031-03-29');
    expect(hotelToday(ZONE, new Date('2031-03-29T23:00:00Z'))).toBe('2031-03-30');
    expect(hotelToday(ZONE, new Date('2031-03-30T21:59:00Z'))).toBe('2031-03-30');
    expect(hotelToday(ZONE, new Date('2031-03-30T22:00:00Z'))).toBe('2031-03-31');
    expect(hotelToday(ZONE, new Date('2031-10-25T22:00:00Z'))).toBe('2031-10-26');
    expect(hotelToday(ZONE, new Date('2031-10-26T22:59:00Z'))).toBe('2031-10-26');
    expect(hotelToday(ZONE, new Date('2031-10-26T23:00:00Z'))).toBe('2031-10-27');
    expect(hotelToday('Pacific/Auckland', new Date('2031-03-29T12:00:00Z'))).toBe('2031-03-30');
    expect(hotelToday('America/New_York', new Date('2031-03-30T03:00:00Z'))).toBe('2031-03-29');
  });
});
