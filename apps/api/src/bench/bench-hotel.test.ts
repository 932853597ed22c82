import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staysOverlap } from '@hotel/shared/stay-dates';
import { bookings } from '../db/schema-bookings';
import { rooms } from '../db/schema-setup';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedBenchHotel, type BenchHotel } from './bench-hotel';

let t: TestApp;
let hotel: BenchHotel;
beforeAll(async () => {
  t = await createTestApp();
  hotel = await seedBenchHotel(t.db, 'test');
});
afterAll(() => t.close());

describe('bench hotel', () => {
  it('has 300 rooms and a year of bookings at about 75 % occupancy', async () => {
    const [roomCount] = await t.db
      .select({ value: count() })
      .from(rooms)
      .where(eq(rooms.hotelId, hotel.hotelId));
    expect(roomCount?.value).toBe(300);
    expect(hotel.occupancy).toBeGreaterThan(0.65);
    expect(hotel.occupancy).toBeLessThan(0.85);
    const [bookingCount] = await t.db
      .select({ value: count() })
      .from(bookings)
      .where(eq(bookings.hotelId, hotel.hotelId));
    expect(bookingCount?.value).toBe(hotel.bookingCount);
  });

  it('offers free gaps that no booking of their room touches, so timed creations succeed', async () => {
    const rows = await t.db.select().from(bookings).where(eq(bookings.hotelId, hotel.hotelId));
    const byRoom = new Map<string | null, typeof rows>();
    for (const row of rows) byRoom.set(row.roomId, [...(byRoom.get(row.roomId) ?? []), row]);
    expect(hotel.freeGaps.length).toBeGreaterThan(1000);
    for (const gap of hotel.freeGaps.slice(0, 500)) {
      const gapStay = { arrival: gap.from, departure: gap.to };
      expect(byRoom.get(gap.roomId)!.some((row) => staysOverlap(row, gapStay))).toBe(false);
    }
  });
});
