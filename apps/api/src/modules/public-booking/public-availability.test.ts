import { addDays } from '@hotel/shared/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicHotel } from '../../test/public-catalog-factories';
import { createRooms, createRoomType } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findAlternatives } from './public-availability';
import { loadCatalog } from './public-catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A hotel with a single (1 room, one adult), a double (2 rooms, 2 + 1 adults, an extra bed, two
 * kids) and a family room (1 room, 4 adults, two kids), and a minimum stay of two nights.
 */
async function createScene() {
  const owner = await createPublicHotel(t, { min_stay_days: 2 });
  const hotelId = owner.hotel.id;
  const single = await createRoomType(t.db, hotelId, {
    name: 'Single',
    baseOccupancy: 1,
    higherOccupancy: 1,
    kidsOccupancy: 0,
    extraBed: 0,
    basePrice: 6000,
  });
  const double = await createRoomType(t.db, hotelId, { name: 'Double' });
  const family = await createRoomType(t.db, hotelId, {
    name: 'Family',
    baseOccupancy: 4,
    higherOccupancy: 4,
    kidsOccupancy: 2,
    extraBed: 0,
    basePrice: 16000,
    kidsPrice: 1000,
  });
  const singleRooms = await createRooms(t.db, hotelId, single.id, 1, 101);
  const doubleRooms = await createRooms(t.db, hotelId, double.id, 2, 201);
  const familyRooms = await createRooms(t.db, hotelId, family.id, 1, 301);
  return { ...owner, single, double, family, singleRooms, doubleRooms, familyRooms };
}
type Scene = Awaited<ReturnType<typeof createScene>>;

const get = (url: string, language = 'de') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

function search(
  hotel: string,
  query: { arrival: string; departure: string; guests: number; kids?: number },
  language = 'de',
) {
  const params = new URLSearchParams({ hotel, ...query } as unknown as Record<string, string>);
  return get(`/api/public/available_rooms?${params}`, language);
}

describe('GET /api/public/available_rooms', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await createScene();
  });

  it('answers the types that hold the party for the whole stay, cheapest first, with a line per night', async () => {
    const arrival = addDays(s.today, 10);
    const departure = addDays(arrival, 2);
    for (const key of [s.hotel.id, s.hotel.symbolCode]) {
      const response = await search(key, { arrival, departure, guests: 2 });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ arrival, departure, nights: 2, adults: 2, kids: 0 });
      expect(body.currency).toBe(s.hotel.setting.currency);
      expect(
        body.roomTypes.map((entry: { roomType: { name: string } }) => entry.roomType.name),
      ).toEqual(['Double', 'Family']);
      expect(body.roomTypes[0]).toMatchObject({
        available: 2,
        price: {
          nights: 2,
          perNight: 10000,
          room: 20000,
          total: 20000,
          perNightLines: [
            { date: arrival, amount: 10000 },
            { date: addDays(arrival, 1), amount: 10000 },
          ],
        },
      });
    }
  });

  it('prices extra persons, the extra bed and kids, and sorts by the price of the stay', async () => {
    const arrival = addDays(s.today, 20);
    const response = await search(s.hotel.symbolCode, {
      arrival,
      departure: addDays(arrival, 3),
      guests: 4,
      kids: 1,
    });
    const prices = response
      .json()
      .roomTypes.map((entry: { roomType: { name: string }; price: { perNight: number } }) => [
        entry.roomType.name,
        entry.price.perNight,
      ]);
    // Family: 16000 + one kid 1000. Double: 10000 + two adults over the base 2 × 3000 + one
    // kid 1500 + the fourth adult's extra bed 2000.
    expect(prices).toEqual([
      ['Family', 17000],
      ['Double', 19500],
    ]);
    expect(response.json().roomTypes[1].price.total).toBe(19500 * 3);
  });

  it('leaves out a type that is full on one night of the stay, and counts what is left', async () => {
    const arrival = addDays(s.today, 40);
    // The family room is held on the middle night only; one double is held all along.
    await s.book({
      roomType: s.family.id,
      arrival: addDays(arrival, 1),
      departure: addDays(arrival, 2),
    });
    await s.book({
      roomType: s.double.id,
      room: s.doubleRooms[0]!.id,
      arrival,
      departure: addDays(arrival, 3),
    });
    const response = await search(s.hotel.id, {
      arrival,
      departure: addDays(arrival, 3),
      guests: 2,
    });
    expect(response.json().roomTypes).toEqual([
      expect.objectContaining({
        roomType: expect.objectContaining({ name: 'Double' }),
        available: 1,
      }),
    ]);
    const after = await search(s.hotel.id, {
      arrival: addDays(arrival, 2),
      departure: addDays(arrival, 4),
      guests: 2,
    });
    expect(after.json().roomTypes.map((e: { available: number }) => e.available)).toEqual([1, 1]);
  });

  it('lets the answer be cached 15 seconds and revalidated by ETag', async () => {
    const query = { arrival: addDays(s.today, 60), departure: addDays(s.today, 62), guests: 1 };
    const first = await search(s.hotel.id, query);
    expect(first.headers['cache-control']).toBe('public, max-age=15');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/public/available_rooms?${new URLSearchParams({ hotel: s.hotel.id, ...query } as never)}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  describe('refuses a stay the page cannot book, in the visitor language, never cached', () => {
    async function issuesOf(
      query: { arrival: string; departure: string; guests: number; kids?: number },
      language: string,
    ) {
      const response = await search(s.hotel.symbolCode, query, language);
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json().issues;
    }

    it('an arrival before the hotel’s today', async () => {
      const query = { arrival: addDays(s.today, -1), departure: addDays(s.today, 2), guests: 2 };
      expect(await issuesOf(query, 'de')).toEqual([
        {
          path: 'arrival',
          key: 'validation.arrivalInPast',
          message: 'Die Anreise darf nicht in der Vergangenheit liegen',
        },
      ]);
      expect((await issuesOf(query, 'en'))[0].message).toBe('The arrival cannot be in the past');
    });

    it('a departure on or before the arrival: the page’s minimum stay (2 nights here)', async () => {
      const arrival = addDays(s.today, 5);
      for (const departure of [arrival, addDays(arrival, -1)]) {
        const query = { arrival, departure, guests: 2 };
        expect(await issuesOf(query, 'en')).toEqual([
          {
            path: 'departure',
            key: 'validation.minimumStay',
            message: 'Minimum stay of 2 days',
            params: { days: 2 },
          },
        ]);
        expect((await issuesOf(query, 'de'))[0].message).toBe('Mindestaufenthalt von 2 Tagen');
      }
    });

    it('a stay longer than the maximum', async () => {
      const query = { arrival: s.today, departure: addDays(s.today, 31), guests: 2 };
      expect(await issuesOf(query, 'en')).toEqual([
        {
          path: 'departure',
          key: 'validation.stayTooLong',
          message: 'A booking can cover at most 30 nights',
          params: { max: 30 },
        },
      ]);
      expect((await issuesOf(query, 'de'))[0].message).toBe(
        'Eine Buchung kann höchstens 30 Nächte umfassen',
      );
      const thirty = await search(s.hotel.id, { ...query, departure: addDays(s.today, 30) });
      expect(thirty.statusCode).toBe(200);
    });

    it('fewer nights than the page’s minimum stay', async () => {
      const query = { arrival: s.today, departure: addDays(s.today, 1), guests: 2 };
      expect(await issuesOf(query, 'en')).toEqual([
        {
          path: 'departure',
          key: 'validation.minimumStay',
          message: 'Minimum stay of 2 days',
          params: { days: 2 },
        },
      ]);
      expect((await issuesOf(query, 'de'))[0].message).toBe('Mindestaufenthalt von 2 Tagen');
    });

    it('more guests than any room type holds', async () => {
      const stay = { arrival: addDays(s.today, 3), departure: addDays(s.today, 5) };
      expect(await issuesOf({ ...stay, guests: 5 }, 'en')).toEqual([
        {
          path: 'guests',
          key: 'validation.noRoomForGuests',
          message:
            'No room of this hotel holds 5 guests. Please book several rooms by contacting the hotel.',
          params: { guests: 5 },
        },
      ]);
      // Four people fit the family room, but not one adult with three kids.
      expect((await issuesOf({ ...stay, guests: 1, kids: 3 }, 'de'))[0].message).toBe(
        'Kein Zimmer dieses Hotels bietet Platz für 4 Gäste. Für mehrere Zimmer wenden Sie sich bitte an das Hotel.',
      );
    });

    it('a missing hotel or dates', async () => {
      const response = await get('/api/public/available_rooms?guests=2', 'en');
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .issues.map((issue: { path: string }) => issue.path)
          .sort(),
      ).toEqual(['arrival', 'departure', 'hotel']);
    });
  });
});

describe('GET /api/public/calendar/{id}', () => {
  it('greys out past days and days from which no type has a room for the minimum stay', async () => {
    const s = await createScene();
    const full = addDays(s.today, 6);
    // Every room of every type is held on one night.
    for (const room of [...s.singleRooms, ...s.doubleRooms, ...s.familyRooms]) {
      await s.book({
        roomType: room.roomTypeId,
        room: room.id,
        arrival: full,
        departure: addDays(full, 1),
      });
    }
    // One double less on the night before still leaves a room.
    await s.book({ roomType: s.double.id, arrival: addDays(full, -1), departure: full });

    const from = addDays(s.today, -2);
    const to = addDays(s.today, 9);
    for (const key of [s.hotel.id, s.hotel.symbolCode.toUpperCase()]) {
      const response = await get(`/api/public/calendar/${key}?from=${from}&to=${to}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=15');
      const body = response.json();
      expect(body).toMatchObject({ from, to });
      const unbookable = body.days
        .filter((day: { bookable: boolean }) => !day.bookable)
        .map((day: { date: string }) => day.date);
      // Two nights from the day before the full night include it, from the full day too.
      expect(unbookable).toEqual([
        addDays(s.today, -2),
        addDays(s.today, -1),
        addDays(full, -1),
        full,
      ]);
      expect(body.days).toHaveLength(12);
    }
  });

  it('refuses a range that runs backwards or is too long, in the visitor language', async () => {
    const s = await createPublicHotel(t);
    const from = addDays(s.today, 1);
    const backwards = await get(
      `/api/public/calendar/${s.hotel.id}?from=${from}&to=${addDays(from, -1)}`,
      'en',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.headers['cache-control']).toBe('no-store');
    expect(backwards.json().issues).toEqual([
      {
        path: 'to',
        key: 'validation.endDateBeforeStart',
        message: 'The end date may not be before the start date',
      },
    ]);
    const longest = await get(
      `/api/public/calendar/${s.hotel.id}?from=${from}&to=${addDays(from, 91)}`,
    );
    expect(longest.statusCode).toBe(200);
    expect(longest.json().days).toHaveLength(92);
    const tooLong = await get(
      `/api/public/calendar/${s.hotel.id}?from=${from}&to=${addDays(from, 92)}`,
    );
    expect(tooLong.json().issues).toEqual([
      {
        path: 'to',
        key: 'validation.dateRangeTooLong',
        message: 'Der Zeitraum kann höchstens 92 Tage umfassen',
        params: { max: 92 },
      },
    ]);
  });
});

describe('findAlternatives', () => {
  it('offers the other types free for the dates and the nearest dates the chosen type is free', async () => {
    const s = await createScene();
    const arrival = addDays(s.today, 10);
    for (const room of s.doubleRooms) {
      await s.book({
        roomType: s.double.id,
        room: room.id,
        arrival,
        departure: addDays(arrival, 2),
      });
    }
    const catalog = await loadCatalog(t.db, s.hotel.id);
    const alternatives = await findAlternatives(t.db, s.hotel.id, catalog, {
      arrival,
      departure: addDays(arrival, 2),
      adults: 2,
      kids: 0,
      roomTypeId: s.double.id,
      today: s.today,
    });
    // The single does not hold two adults.
    expect(alternatives.roomTypes.map((entry) => entry.roomType.name)).toEqual(['Family']);
    expect(alternatives.roomTypes[0]!.price.total).toBe(32000);
    // Two nights starting the day before or after still touch a held night.
    expect(alternatives.dates).toEqual([
      { arrival: addDays(arrival, -3), departure: addDays(arrival, -1) },
      { arrival: addDays(arrival, -2), departure: arrival },
      { arrival: addDays(arrival, 2), departure: addDays(arrival, 4) },
    ]);
  });

  it('never offers dates before the hotel’s today', async () => {
    const s = await createScene();
    const arrival = addDays(s.today, 1);
    for (const room of s.doubleRooms) {
      await s.book({
        roomType: s.double.id,
        room: room.id,
        arrival: s.today,
        departure: addDays(s.today, 4),
      });
    }
    const catalog = await loadCatalog(t.db, s.hotel.id);
    const alternatives = await findAlternatives(t.db, s.hotel.id, catalog, {
      arrival,
      departure: addDays(arrival, 2),
      adults: 1,
      kids: 0,
      roomTypeId: s.double.id,
      today: s.today,
    });
    expect(alternatives.roomTypes.map((entry) => entry.roomType.name)).toEqual([
      'Single',
      'Family',
    ]);
    expect(alternatives.dates).toEqual([
      { arrival: addDays(s.today, 4), departure: addDays(s.today, 6) },
      { arrival: addDays(s.today, 5), departure: addDays(s.today, 7) },
      { arrival: addDays(s.today, 6), departure: addDays(s.today, 8) },
    ]);
  });
});
