import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAlternativesSchema } from '@hotel/shared/contracts/public-booking';
import { bookings, guests } from '../../db/schema-bookings';
import { createRoomType, createRooms } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publicBookingScene } from './public-booking-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the last free room under concurrency', () => {
  it('30 visitors at once: exactly one booking, 29 answers ROOM_TYPE_SOLD_OUT with alternatives', async () => {
    const scene = await publicBookingScene(t, { roomCount: 2 });
    // The second room is already taken for the wanted nights: one room is left.
    const first = await scene.book(scene.body({ services: [] }));
    expect(first.statusCode, first.body).toBe(201);
    // Another type is free for the same dates: the sold-out answer offers it.
    const single = await createRoomType(t.db, scene.hotel.id, { name: 'Single', basePrice: 7000 });
    await createRooms(t.db, scene.hotel.id, single.id, 1, 201);

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        scene.book(scene.body({ services: [] }), {
          'accept-language': index % 2 ? 'en' : 'de',
          'idempotency-key': `visitor-${String(index).padStart(4, '0')}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(29);

    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.hotelId, scene.hotel.id));
    expect(held!.n).toBe(2);
    // The 29 visitors who lost keep no guest record: no personal data without a booking.
    const [people] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(guests)
      .where(eq(guests.hotelId, scene.hotel.id));
    expect(people!.n).toBe(2);

    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      const body = answer.json();
      expect(body.code).toBe('ROOM_TYPE_SOLD_OUT');
      expect(body.message).toMatch(/Double/);
      const alternatives = publicAlternativesSchema.parse(body.alternatives);
      expect(alternatives.roomTypes.map((entry) => entry.roomType.name)).toEqual(['Single']);
      expect(alternatives.dates.length).toBeGreaterThan(0);
    }
    const english = answers.find((answer, index) => answer.statusCode === 409 && index % 2);
    expect(english!.json().message).toMatch(/^Sorry, the last Double for these dates/);
  });
});
