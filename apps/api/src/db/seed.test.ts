import { asc, count, eq } from 'drizzle-orm';
import { phoneIssueKey } from '@hotel/shared/phone';
import { staysOverlap, todayIn } from '@hotel/shared/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer } from '../test/factories';
import { DEMO_HOTEL, DEMO_LOGINS } from './demo-logins';
import { hasDemoLogins, seedDemoData } from './seed';
import { hotels, users } from './schema';
import { bookingHistory, bookings, guests, hotelCounters } from './schema-bookings';
import { rooms } from './schema-setup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (credentials: { email: string; password: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: credentials.email, password: credentials.password },
  });

describe('demo seed', () => {
  it('seeds an empty database once; running again changes nothing', async () => {
    expect(await hasDemoLogins(t.db)).toBe(false);
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await hasDemoLogins(t.db)).toBe(true);
    const [userCount] = await t.db.select({ value: count() }).from(users);
    const [hotelCount] = await t.db.select({ value: count() }).from(hotels);
    expect(userCount?.value).toBe(3);
    expect(hotelCount?.value).toBe(1);
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    expect(hotel).toMatchObject({ name: DEMO_HOTEL.name, contact: DEMO_HOTEL.contact });
  });

  it('gives working logins with the intended roles', async () => {
    const owner = await login(DEMO_LOGINS.owner);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({
      firstName: 'Anna',
      emailConfirmed: true,
      memberships: [{ hotel: { symbol_code: 'alpenblick' }, role: 'owner' }],
    });

    const reception = await login(DEMO_LOGINS.reception);
    expect(reception.json().user.memberships).toEqual([
      expect.objectContaining({
        role: 'member',
        group: expect.objectContaining({ name: 'Rezeption', permissions: ['viewBookings'] }),
      }),
    ]);

    const admin = await login(DEMO_LOGINS.superAdmin);
    expect(admin.json().user).toMatchObject({ superAdmin: true, memberships: [] });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(admin.json().token),
    });
    expect(stats.json()).toMatchObject({ hotels: 1, users: 3, superAdmins: 1 });
  });

  it('gives the demo hotel rooms, guests and bookings that never share a room night', async () => {
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    const roomRows = await t.db.select().from(rooms).where(eq(rooms.hotelId, hotel!.id));
    expect(roomRows.length).toBeGreaterThanOrEqual(20);

    const guestRows = await t.db.select().from(guests).where(eq(guests.hotelId, hotel!.id));
    expect(guestRows.length).toBeGreaterThanOrEqual(40);
    expect(guestRows.map((guest) => phoneIssueKey(guest.mobile)).filter(Boolean)).toEqual([]);
    expect(guestRows.filter((guest) => guest.vip).length).toBeGreaterThanOrEqual(2);

    const rows = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.hotelId, hotel!.id))
      .orderBy(asc(bookings.number));
    expect(rows.length).toBeGreaterThanOrEqual(50);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    const [counter] = await t.db
      .select()
      .from(hotelCounters)
      .where(eq(hotelCounters.hotelId, hotel!.id));
    expect(counter?.lastBookingNumber).toBe(rows.length);

    const holding = rows.filter((row) => row.roomId !== null && row.status !== 'canceled');
    for (const [index, first] of holding.entries()) {
      for (const second of holding.slice(index + 1)) {
        if (first.roomId === second.roomId) expect(staysOverlap(first, second)).toBe(false);
      }
    }

    // Lived-in around today: guests in house, arrivals ahead, history behind, rooms to assign.
    const today = todayIn('Europe/Berlin');
    const statuses = new Set(rows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['canceled', 'checked_in', 'completed', 'new', 'pending']);
    expect(
      rows
        .filter((row) => row.status === 'checked_in')
        .every((row) => row.arrival <= today && row.departure > today),
    ).toBe(true);
    expect(rows.filter((row) => row.roomId === null).length).toBeGreaterThanOrEqual(2);
    const [historyCount] = await t.db.select({ value: count() }).from(bookingHistory);
    expect(historyCount?.value).toBe(rows.length);
  });

  it('does not seed next to existing data', async () => {
    await t.db.delete(users);
    await t.db
      .insert(users)
      .values({ firstName: 'Real', email: 'real@example.com', passwordHash: 'x' });
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await hasDemoLogins(t.db)).toBe(false);
  });
});
