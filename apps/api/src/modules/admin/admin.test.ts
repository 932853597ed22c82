import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_HOTEL_SETTING } from '@hotel/shared/contracts/hotel';
import { todayIn } from '@hotel/shared/stay-dates';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { errorGroups } from '../../db/schema-admin';
import { bookings } from '../../db/schema-bookings';
import { channelReservations, channelSyncErrors } from '../../db/schema-channels';
import { bookingAccess, lockOpenings, locks } from '../../db/schema-locks';
import { guestNotifications } from '../../db/schema-notifications';
import { credentials, failedJobs } from '../../db/schema-platform';
import { syncJobs } from '../../db/schema-setup';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { createAdminHotelsService } from '../admin-hotels';
import { bearer, createHotel, createMember, createUser, loginAs } from '../../test/factories';
import { createRoomType } from '../../test/reservation-factories';
import { createAdminService, paymentTransportOf } from './admin.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

// The tests of this file share one database: each starts from an empty platform.
async function emptyPlatform(db: Db) {
  await db.execute(sql`truncate hotels, users, email_outbox, failed_jobs, error_groups cascade`);
}

async function hotelIn(timeZone: string) {
  const owner = await createUser(t.db);
  const hotel = await createHotel(t.db, owner);
  await t.db
    .update(hotels)
    .set({ setting: { ...DEFAULT_HOTEL_SETTING, timeZone } })
    .where(eq(hotels.id, hotel.id));
  const roomType = await createRoomType(t.db, hotel.id);
  let number = 0;
  const addBooking = async (
    values: Partial<typeof bookings.$inferInsert> & { arrival?: string } = {},
  ) => {
    number += 1;
    const arrival = values.arrival ?? '2031-05-01';
    const [booking] = await t.db
      .insert(bookings)
      .values({
        hotelId: hotel.id,
        number,
        roomTypeId: roomType.id,
        arrival,
        departure: '2099-01-01',
        price: 10000,
        computedPrice: 10000,
        accessCode: String(100000 + number),
        ...values,
      })
      .returning();
    return booking!;
  };
  return { owner, hotel, addBooking };
}

async function smoobuOn(hotelId: string) {
  await t.db
    .update(hotels)
    .set({ plugins: { public_page: {}, smoobu: { enabled: true } } })
    .where(eq(hotels.id, hotelId));
}

async function lockOf(hotelId: string, name: string) {
  const [lock] = await t.db
    .insert(locks)
    .values({ hotelId, name, hardware: 'bwOnline', providerId: randomUUID() })
    .returning();
  return lock!;
}

async function statsAs(user: { email: string; password: string }) {
  return t.app.inject({
    method: 'GET',
    url: '/api/admin/stats',
    headers: bearer(await loginAs(t.app, user)),
  });
}

describe('GET /api/admin/stats', () => {
  beforeEach(() => emptyPlatform(t.db));

  it('counts hotels, users, bookings and arrivals of each hotel’s own today', async () => {
    const admin = await createUser(t.db, { superAdmin: true });
    await createUser(t.db, { emailConfirmed: false });
    const berlin = await hotelIn('Europe/Berlin');
    const auckland = await hotelIn('Pacific/Auckland');
    await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: {
        firstName: 'New',
        email: 'new@example.com',
        password: 'secret1',
        passwordConfirmation: 'secret1',
      },
    });
    // Created now: today (and this month) in every zone.
    await berlin.addBooking();
    await berlin.addBooking({ status: 'canceled' });
    await auckland.addBooking();
    // A channel's block is no booking.
    await auckland.addBooking({ kind: 'block' });
    // Arrivals: today in each hotel's own zone, not canceled, no blocks.
    await berlin.addBooking({ arrival: todayIn('Europe/Berlin'), createdAt: daysAgo(40) });
    await auckland.addBooking({ arrival: todayIn('Pacific/Auckland'), createdAt: daysAgo(40) });
    await auckland.addBooking({
      arrival: todayIn('Pacific/Auckland'),
      status: 'canceled',
      createdAt: daysAgo(40),
    });
    await auckland.addBooking({
      arrival: todayIn('Pacific/Auckland'),
      kind: 'block',
      createdAt: daysAgo(40),
    });

    const response = await statsAs(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hotels: 2,
      users: 5,
      superAdmins: 1,
      unconfirmedUsers: 2,
      emailsInOutbox: 1,
      bookingsToday: 3,
      bookingsThisMonth: 3,
      arrivalsToday: 2,
      problems: {
        failedJobs: 0,
        failedDeliveries: 0,
        channelErrors: 0,
        locksDown: 0,
        openErrors: 0,
      },
      transports: {
        email: 'outbox',
        sms: { default: 'outbox', hotelsWithSeven: 0, hotelsWithTwilio: 0 },
        payments: 'test',
      },
    });
  });

  it('counts the problems of the last 7 days', async () => {
    const admin = await createUser(t.db, { superAdmin: true });
    const one = await hotelIn('Europe/Berlin');
    const two = await hotelIn('Pacific/Auckland');
    const three = await hotelIn('Europe/Berlin');

    const failedJob = { queue: 'email.send', jobId: randomUUID(), error: 'boom', attempts: 3 };
    await t.db
      .insert(failedJobs)
      .values([
        failedJob,
        { ...failedJob, hotelId: one.hotel.id },
        { ...failedJob, failedAt: daysAgo(8) },
      ]);

    const booking = await one.addBooking();
    const notification = {
      hotelId: one.hotel.id,
      bookingId: booking.id,
      message: 'booking_confirmed' as const,
      gateway: 'email' as const,
      language: 'de' as const,
      scheduledFor: daysAgo(1),
    };
    await t.db.insert(guestNotifications).values([
      { ...notification, status: 'failed', reason: 'invalid_email' },
      { ...notification, status: 'failed', reason: 'invalid_email', scheduledFor: daysAgo(2) },
      {
        ...notification,
        status: 'failed',
        reason: 'invalid_email',
        scheduledFor: daysAgo(9),
        updatedAt: daysAgo(9),
      },
      { ...notification, status: 'delivered', scheduledFor: daysAgo(3) },
    ]);

    // Hotel one: two sync errors (one hotel); two: a failed run; three: only an old error.
    for (const { hotel } of [one, two, three]) await smoobuOn(hotel.id);
    const syncError = { channel: 'smoobu' as const, message: 'apartment unknown' };
    await t.db.insert(channelSyncErrors).values([
      { ...syncError, hotelId: one.hotel.id },
      { ...syncError, hotelId: one.hotel.id },
      { ...syncError, hotelId: three.hotel.id, createdAt: daysAgo(10) },
    ]);
    await t.db.insert(syncJobs).values([
      { hotelId: two.hotel.id, channel: 'smoobu', status: 'failed', error: 'unauthorized' },
      { hotelId: three.hotel.id, channel: 'smoobu', status: 'succeeded' },
    ]);

    // Down: the latest opening failed. Up: failed, then opened. Old: failed 8 days ago.
    // Hotels one and two each have a lock down; three has none.
    const down = await lockOf(one.hotel.id, 'Entrance');
    const downToo = await lockOf(two.hotel.id, 'Room 1');
    const up = await lockOf(one.hotel.id, 'Room 2');
    const old = await lockOf(three.hotel.id, 'Room 3');
    const opening = (
      lock: { id: string; hotelId: string },
      outcome: 'opened' | 'failed',
      at: Date,
    ) => ({
      hotelId: lock.hotelId,
      lockId: lock.id,
      actorKind: 'system' as const,
      actorName: 'System',
      outcome,
      createdAt: at,
    });
    await t.db
      .insert(lockOpenings)
      .values([
        opening(down, 'opened', daysAgo(2)),
        opening(down, 'failed', daysAgo(1)),
        opening(downToo, 'failed', daysAgo(0.1)),
        opening(up, 'failed', daysAgo(2)),
        opening(up, 'opened', daysAgo(1)),
        opening(old, 'failed', daysAgo(8)),
      ]);

    const group = { kind: 'server' as const, title: 'TypeError', count: 1 };
    await t.db.insert(errorGroups).values([
      { ...group, fingerprint: randomUUID() },
      { ...group, fingerprint: randomUUID(), lastSeenAt: daysAgo(3) },
      { ...group, fingerprint: randomUUID(), resolvedAt: new Date() },
      { ...group, fingerprint: randomUUID(), lastSeenAt: daysAgo(8) },
    ]);

    const response = await statsAs(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().problems).toEqual({
      failedJobs: 2,
      failedDeliveries: 2,
      channelErrors: 2,
      locksDown: 2,
      openErrors: 2,
    });
  });

  it('counts exactly the hotels the hotel list shows for each problem', async () => {
    const admin = await createUser(t.db, { superAdmin: true });
    const [a, b, c, d] = await Promise.all([
      hotelIn('Europe/Berlin'),
      hotelIn('Europe/Berlin'),
      hotelIn('Europe/Berlin'),
      hotelIn('Europe/Berlin'),
    ]);
    const failedOpening = (lock: { id: string; hotelId: string }, at = daysAgo(1)) => ({
      hotelId: lock.hotelId,
      lockId: lock.id,
      actorKind: 'system' as const,
      actorName: 'System',
      outcome: 'failed' as const,
      createdAt: at,
    });
    // Locks: a has two locks down (one hotel), b a stay whose door access gave up, c both;
    // d's lock opened after failing and its access is still pending.
    const [a1, a2, c1, d1] = await Promise.all([
      lockOf(a.hotel.id, 'A1'),
      lockOf(a.hotel.id, 'A2'),
      lockOf(c.hotel.id, 'C1'),
      lockOf(d.hotel.id, 'D1'),
    ]);
    await t.db
      .insert(lockOpenings)
      .values([
        failedOpening(a1),
        failedOpening(a2),
        failedOpening(c1),
        failedOpening(d1, daysAgo(2)),
        { ...failedOpening(d1), outcome: 'opened' },
      ]);
    for (const [hotel, syncStatus] of [
      [b, 'failed'],
      [c, 'failed'],
      [d, 'pending'],
    ] as const) {
      const booking = await hotel.addBooking();
      await t.db
        .insert(bookingAccess)
        .values({ bookingId: booking.id, hotelId: hotel.hotel.id, syncStatus });
    }
    // Channels: a has a fresh error, b a failed last run, c a reservation waiting for a person;
    // d's smoobu error is two days old and its last run succeeded.
    for (const { hotel } of [a, b, c, d]) await smoobuOn(hotel.id);
    await t.db.insert(channelSyncErrors).values([
      { hotelId: a.hotel.id, channel: 'smoobu', message: 'Rate limited' },
      { hotelId: d.hotel.id, channel: 'smoobu', message: 'Old', createdAt: daysAgo(2) },
      // roomraccoon is off at hotel d: its error marks nothing.
      { hotelId: d.hotel.id, channel: 'roomraccoon', message: 'Off' },
    ]);
    await t.db.insert(syncJobs).values([
      { hotelId: b.hotel.id, channel: 'smoobu', status: 'failed', error: 'unauthorized' },
      { hotelId: d.hotel.id, channel: 'smoobu', status: 'succeeded' },
    ]);
    await t.db.insert(channelReservations).values({
      hotelId: c.hotel.id,
      channel: 'smoobu',
      direction: 'inbound',
      externalId: 'r-1',
      state: 'conflict',
    });

    const token = await loginAs(t.app, admin);
    const totalOf = async (problem: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/hotel',
        query: { problem },
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json().total as number;
    };
    const { problems } = (await statsAs(admin)).json();
    expect(problems).toMatchObject({ locksDown: 3, channelErrors: 3 });
    expect(await totalOf('locks')).toBe(problems.locksDown);
    expect(await totalOf('channels')).toBe(problems.channelErrors);
  });

  it('names the transports: SMTP or outbox, hotels’ SMS gateways, Stripe or test checkout', async () => {
    const admin = await createUser(t.db, { superAdmin: true });
    const seven = await hotelIn('Europe/Berlin');
    const twilio = await hotelIn('Europe/Berlin');
    const sevenWithoutKey = await hotelIn('Europe/Berlin');
    await t.db
      .update(hotels)
      .set({ notifications: { smsProvider: 'seven' } })
      .where(eq(hotels.id, seven.hotel.id));
    await t.db
      .update(hotels)
      .set({ notifications: { smsProvider: 'twilio', twilioAccountSid: 'AC123' } })
      .where(eq(hotels.id, twilio.hotel.id));
    await t.db
      .update(hotels)
      .set({ notifications: { smsProvider: 'seven' } })
      .where(eq(hotels.id, sevenWithoutKey.hotel.id));
    await t.db.insert(credentials).values([
      { hotelId: seven.hotel.id, name: 'sms.seven_api_key', ciphertext: 'x' },
      { hotelId: twilio.hotel.id, name: 'sms.twilio_auth_token', ciphertext: 'x' },
    ]);

    const response = await statsAs(admin);
    expect(response.json().transports).toEqual({
      email: 'outbox',
      sms: { default: 'outbox', hotelsWithSeven: 1, hotelsWithTwilio: 1 },
      payments: 'test',
    });
    expect(paymentTransportOf({ stripeSecretKey: 'sk_live_x', testCheckout: true })).toBe('stripe');
    expect(paymentTransportOf({ testCheckout: false })).toBe('none');
    const smtp = createAdminService({
      db: t.db,
      emailTransport: 'smtp',
      paymentTransport: 'stripe',
    });
    expect((await smtp.platformStats()).transports).toMatchObject({
      email: 'smtp',
      payments: 'stripe',
    });
  });

  it('refuses everyone else', async () => {
    const owner = await createUser(t.db);
    const hotel = await createHotel(t.db, owner);
    const member = await createMember(t.db, hotel.id, ['viewBookings', 'manageHotel']);
    for (const user of [owner, member]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: { ...bearer(await loginAs(t.app, user)), 'accept-language': 'de' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'Sie haben keine Berechtigung, diese Seite aufzurufen',
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
  });
});

describe('today and this month in each hotel’s time zone', () => {
  beforeEach(() => emptyPlatform(t.db));

  it('counts a booking on the day and month its hotel saw it, across DST', async () => {
    // 2026-03-31 20:00 UTC: Berlin (CEST, +2 since 29 March) is at 22:00 on 31 March;
    // Auckland (NZDT, +13) is at 09:00 on 1 April, a new day and a new month.
    const now = new Date('2026-03-31T20:00:00Z');
    const berlin = await hotelIn('Europe/Berlin');
    const auckland = await hotelIn('Pacific/Auckland');

    // Berlin 31 March 12:00: today.
    await berlin.addBooking({ createdAt: new Date('2026-03-31T10:00:00Z') });
    // Berlin 31 March 00:30 (still 30 March in UTC): today.
    await berlin.addBooking({ createdAt: new Date('2026-03-30T22:30:00Z') });
    // Berlin 30 March 23:30: this month, not today.
    await berlin.addBooking({ createdAt: new Date('2026-03-30T21:30:00Z') });
    // Berlin 1 March 00:30 (CET, +1; 28 February in UTC): this month.
    await berlin.addBooking({ createdAt: new Date('2026-02-28T23:30:00Z') });
    // Berlin 28 February 23:30: last month.
    await berlin.addBooking({ createdAt: new Date('2026-02-28T22:30:00Z') });
    // Auckland 1 April 00:30 (31 March in UTC): today and this month.
    await auckland.addBooking({ createdAt: new Date('2026-03-31T11:30:00Z') });
    // Auckland 31 March 23:30: neither (a UTC day would count it as today).
    await auckland.addBooking({ createdAt: new Date('2026-03-31T10:30:00Z') });

    // Arrivals: each hotel's own date of today.
    await berlin.addBooking({ arrival: '2026-03-31', createdAt: new Date('2026-01-10T10:00:00Z') });
    await berlin.addBooking({ arrival: '2026-04-01', createdAt: new Date('2026-01-10T10:00:00Z') });
    await auckland.addBooking({
      arrival: '2026-04-01',
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await auckland.addBooking({
      arrival: '2026-03-31',
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });

    const service = createAdminService({
      db: t.db,
      emailTransport: 'outbox',
      paymentTransport: 'test',
      now: () => now,
    });
    const stats = await service.platformStats();
    expect(stats).toMatchObject({ bookingsToday: 3, bookingsThisMonth: 5, arrivalsToday: 2 });
  });

  it('counts this month’s guest bookings as the hotel list does, Berlin for a hotel without a zone', async () => {
    // 2026-03-31 22:30 UTC is 1 April 00:30 in Berlin: a new month there, not yet in UTC.
    const now = new Date('2026-03-31T22:30:00Z');
    const zoneless = await hotelIn('');
    // Berlin 31 March 23:50: last month (UTC would count it).
    await zoneless.addBooking({ createdAt: new Date('2026-03-31T21:50:00Z') });
    // Berlin 1 April 00:10: this month.
    await zoneless.addBooking({ createdAt: new Date('2026-03-31T22:10:00Z') });
    // A channel block is no booking.
    await zoneless.addBooking({ kind: 'block', createdAt: new Date('2026-03-31T22:20:00Z') });

    const stats = await createAdminService({
      db: t.db,
      emailTransport: 'outbox',
      paymentTransport: 'test',
      now: () => now,
    }).platformStats();
    const list = await createAdminHotelsService({
      db: t.db,
      emailSender: {
        transport: 'outbox',
        send: () => Promise.reject(new Error('the list sends nothing')),
      },
      appUrl: TEST_APP_URL,
      now: () => now,
    }).list({ page: 1, limit: 20 });
    expect(stats.bookingsThisMonth).toBe(1);
    expect(list.items.map((item) => item.bookingsThisMonth)).toEqual([1]);
  });
});
