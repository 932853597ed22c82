import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarResponseSchema } from '@hotel/shared/contracts/booking-calendar';
import { addDays, eachNight } from '@hotel/shared/stay-dates';
import { bookings } from '../../db/schema-bookings';
import type { RoomRow } from '../../db/schema-setup';
import { setPublicPage } from '../../test/public-catalog-factories';
import { createBookingScene, createRooms, createRoomType } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIRST_DAY = '2031-03-01';
const day = (offset: number) => addDays(FIRST_DAY, offset);

type Stored = typeof bookings.$inferSelect;

/**
 * Two room types with rooms (the suites numbered 9 and 10, so natural order shows) and one
 * without, holding every kind of stay the counts must tell apart: assigned and unassigned,
 * canceled ones under live ones, a block, stays that touch each other and a long one.
 */
async function createScene() {
  const scene = await createBookingScene(t, {
    roomCount: 3,
    guest: { firstName: 'Erika', lastName: 'Muster' },
  });
  const suite = await createRoomType(t.db, scene.hotel.id, { name: 'Suite', basePrice: 20000 });
  const [nine, ten] = await createRooms(t.db, scene.hotel.id, suite.id, 2, 9);
  await createRoomType(t.db, scene.hotel.id, { name: 'Attic' });
  const [d1, d2, d3] = scene.rooms as [RoomRow, RoomRow, RoomRow];
  const double = scene.roomType.id;
  const stays: {
    type: string;
    room: RoomRow | null;
    from: number;
    to: number;
    status?: Stored['status'];
    kind?: Stored['kind'];
  }[] = [
    { type: double, room: d1, from: 0, to: 3 },
    { type: double, room: d1, from: 3, to: 5, status: 'checked_in' },
    { type: double, room: d2, from: 1, to: 6, status: 'completed' },
    { type: double, room: null, from: 2, to: 4, status: 'pending' },
    { type: double, room: null, from: 2, to: 3, status: 'canceled' },
    { type: double, room: d3, from: 4, to: 8, kind: 'block' },
    { type: double, room: d2, from: 6, to: 9, status: 'canceled' },
    { type: double, room: d2, from: 7, to: 9 },
    { type: double, room: null, from: 8, to: 9 },
    { type: suite.id, room: nine!, from: 0, to: 10 },
    { type: suite.id, room: null, from: 5, to: 6 },
  ];
  const stored = await t.db
    .insert(bookings)
    .values(
      stays.map((stay, index) => ({
        hotelId: scene.hotel.id,
        number: index + 1,
        roomTypeId: stay.type,
        roomId: stay.room?.id ?? null,
        mainGuestId: stay.kind === 'block' ? null : scene.guest.id,
        status: stay.status ?? 'new',
        kind: stay.kind ?? 'stay',
        arrival: day(stay.from),
        departure: day(stay.to),
        adults: 2,
        price: 10000 * (stay.to - stay.from),
        computedPrice: 10000 * (stay.to - stay.from),
        accessCode: String(100000 + index),
      })),
    )
    .returning();
  const roomsOf = new Map([
    [double, [d1, d2, d3]],
    [suite.id, [nine!, ten!]],
  ]);
  return { ...scene, suite, stored, roomsOf };
}

type Scene = Awaited<ReturnType<typeof createScene>>;

const holds = (booking: Stored, arrival: string, departure: string) =>
  booking.status !== 'canceled' && booking.arrival < departure && booking.departure > arrival;

/** The answer worked out night by night, as the availability overview has always counted. */
function expectedAvailability(s: Scene, arrival: string, departure: string, exclude?: string) {
  const held = s.stored.filter((b) => holds(b, arrival, departure) && b.id !== exclude);
  const free = (typeId: string) => {
    const typeHeld = held.filter((b) => b.roomTypeId === typeId);
    const busiest = Math.max(
      0,
      ...eachNight(arrival, departure).map(
        (night) => typeHeld.filter((b) => b.arrival <= night && b.departure > night).length,
      ),
    );
    const rooms = s.roomsOf.get(typeId) ?? [];
    return {
      available: Math.max(0, rooms.length - busiest),
      freeRoomIds: rooms
        .filter((room) => !typeHeld.some((b) => b.roomId === room.id))
        .map((room) => room.id),
    };
  };
  return free;
}

describe('GET /api/booking/availability', () => {
  it('counts every stay of one to six nights as the night-by-night count does', async () => {
    const s = await createScene();
    for (let from = -1; from <= 10; from += 1) {
      for (let nights = 1; nights <= 6; nights += 1) {
        const [arrival, departure] = [day(from), day(from + nights)];
        const response = await s.call(
          'GET',
          `/api/booking/availability?arrival=${arrival}&departure=${departure}`,
        );
        expect(response.statusCode).toBe(200);
        const free = expectedAvailability(s, arrival, departure);
        const answer = response.json<{
          roomTypes: { _id: string; available: number; freeRoomIds: string[] }[];
        }>().roomTypes;
        // By name: Attic (no rooms), Double, Suite.
        expect(answer.map((type) => type._id)).toEqual([
          expect.any(String),
          s.roomType.id,
          s.suite.id,
        ]);
        for (const type of answer) {
          const expected = free(type._id);
          expect(
            { ...type, freeRoomIds: [...type.freeRoomIds].sort() },
            `${arrival} ${nights}`,
          ).toEqual({ _id: type._id, ...expected, freeRoomIds: expected.freeRoomIds.sort() });
        }
      }
    }
  });

  it('leaves the edited booking out of its own count', async () => {
    const s = await createScene();
    const unassigned = s.stored[3]!;
    const assigned = s.stored[2]!;
    for (const excluded of [unassigned, assigned]) {
      const [arrival, departure] = [day(2), day(4)];
      const response = await s.call(
        'GET',
        `/api/booking/availability?arrival=${arrival}&departure=${departure}&excludeBooking=${excluded.id}`,
      );
      const double = response
        .json<{ roomTypes: { _id: string; available: number; freeRoomIds: string[] }[] }>()
        .roomTypes.find((type) => type._id === s.roomType.id)!;
      const expected = expectedAvailability(s, arrival, departure, excluded.id)(s.roomType.id);
      expect(double.available).toBe(expected.available);
      expect(double.freeRoomIds.sort()).toEqual(expected.freeRoomIds.sort());
    }
    // Without the exclusion all three doubles are held on the night of day 2 (d1, d2, unassigned).
    expect(expectedAvailability(s, day(2), day(4))(s.roomType.id).available).toBe(0);
  });
});

describe('GET /api/booking/calendar', () => {
  it('shows exactly the live stays and blocks holding a night of the window, in order', async () => {
    const s = await createScene();
    const [startDate, endDate] = [day(3), day(7)];
    const response = await s.call(
      'GET',
      `/api/booking/calendar?startDate=${startDate}&endDate=${endDate}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(calendarResponseSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ startDate, endDate });
    expect(body.roomTypes.map((type: { name: string }) => type.name)).toEqual([
      'Attic',
      'Double',
      'Suite',
    ]);
    expect(body.rooms.map((room: { number: string }) => room.number)).toEqual([
      '101',
      '102',
      '103',
      '9',
      '10',
    ]);
    // Left out: #1 departs on the first day, #8 arrives on the day after the window, #5 and
    // #7 are canceled, #9 lies after it.
    expect(body.bookings.map((bar: { number: number }) => bar.number)).toEqual([
      10, 3, 4, 2, 6, 11,
    ]);
    const expected = s.stored
      .filter((b) => holds(b, startDate, endDate))
      .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.number - b.number)
      .map((b) => ({
        _id: b.id,
        number: b.number,
        status: b.status,
        roomTypeId: b.roomTypeId,
        roomId: b.roomId,
        arrival: b.arrival,
        departure: b.departure,
        guestName: b.kind === 'block' ? '' : 'Erika Muster',
        adults: 2,
        kids: 0,
        openAmount: b.price,
        kind: b.kind,
        channelConflict: false,
        source: 'manual',
        version: 1,
      }));
    expect(body.bookings).toEqual(expected);
  });

  it('narrows rooms, types and bars to one room type, and answers an empty window', async () => {
    const s = await createScene();
    const suites = (
      await s.call(
        'GET',
        `/api/booking/calendar?startDate=${day(0)}&endDate=${day(30)}&roomType=${s.suite.id}`,
      )
    ).json();
    expect(suites.roomTypes).toEqual([
      { _id: s.suite.id, name: 'Suite', shortCode: s.suite.shortCode },
    ]);
    expect(suites.rooms.map((room: { number: string }) => room.number)).toEqual(['9', '10']);
    expect(suites.bookings.map((bar: { number: number }) => bar.number)).toEqual([10, 11]);

    const empty = await s.call(
      'GET',
      `/api/booking/calendar?startDate=${day(100)}&endDate=${day(162)}`,
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json().bookings).toEqual([]);
    expect(empty.json().rooms).toHaveLength(5);
  });
});

describe('GET /api/public/available_rooms', () => {
  it('offers each type with as many rooms as its busiest night leaves', async () => {
    const s = await createScene();
    await setPublicPage(t, s.hotel.id, {});
    for (let from = 0; from <= 9; from += 1) {
      for (const nights of [1, 2, 4]) {
        const [arrival, departure] = [day(from), day(from + nights)];
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/public/available_rooms?hotel=${s.hotel.id}&arrival=${arrival}&departure=${departure}&guests=2`,
        });
        expect(response.statusCode, response.body).toBe(200);
        const free = expectedAvailability(s, arrival, departure);
        const offered = Object.fromEntries(
          response
            .json<{ roomTypes: { roomType: { _id: string }; available: number }[] }>()
            .roomTypes.map((entry) => [entry.roomType._id, entry.available]),
        );
        const expected = Object.fromEntries(
          [s.roomType.id, s.suite.id]
            .map((id) => [id, free(id).available] as const)
            .filter(([, available]) => available > 0),
        );
        expect(offered, `${arrival} ${nights}`).toEqual(expected);
      }
    }
  });
});
