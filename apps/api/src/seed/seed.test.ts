import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { isReadableThemeColor } from '@hotel/shared/theme-contrast';
import { phoneIssueKey } from '@hotel/shared/phone';
import { staysOverlap, todayIn } from '@hotel/shared/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../adapters/storage/storage';
import { servicePresets } from '../db/schema-admin';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer } from '../test/factories';
import {
  DEMO_CHANNEL_BOOKING,
  DEMO_GUEST_APP_GUESTS,
  DEMO_GUEST_MOBILES,
  DEMO_HOTEL,
  DEMO_LOGINS,
} from './demo-logins';
import { hasDemoLogins, seedDemoData } from './seed';
import { DISPATCH_QUEUE } from '../modules/guest-notifications';
import { hotels, users } from '../db/schema';
import { bookingHistory, bookings, guests, hotelCounters } from '../db/schema-bookings';
import { locks, simulatedLockEvents, simulatedLocks } from '../db/schema-locks';
import { guestNotifications } from '../db/schema-notifications';
import { payments } from '../db/schema-operations';
import { rooms } from '../db/schema-setup';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pms-seed-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const login = (credentials: { email: string; password: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: credentials.email, password: credentials.password },
  });

describe('demo seed', () => {
  it('seeds an empty database once; running again changes nothing', async () => {
    expect(await hasDemoLogins(t.db)).toBe(false);
    const storage = createLocalStorage(dataDir);
    expect(await seedDemoData(t.db, new Date(), storage)).toBe(true);
    expect(await seedDemoData(t.db, new Date(), storage)).toBe(false);
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
    // The same six digits the app hands out, so the guest app's code entry accepts them.
    expect(rows.filter((row) => !/^\d{6}$/.test(row.accessCode))).toEqual([]);

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
    const [historyCount] = await t.db
      .select({ value: count() })
      .from(bookingHistory)
      .where(eq(bookingHistory.action, 'created'));
    expect(historyCount?.value).toBe(rows.length);
  });

  it('gives the demo hotel bank details and numbered payments on a good share of bookings', async () => {
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    expect(hotel!.payments).toMatchObject({
      methods: ['cash', 'card', 'bank_transfer'],
      bankDetails: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bankName: 'Commerzbank' },
    });
    const paymentRows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.hotelId, hotel!.id))
      .orderBy(asc(payments.number));
    expect(paymentRows.map((row) => row.number)).toEqual(paymentRows.map((_, index) => index + 1));
    const [counter] = await t.db
      .select()
      .from(hotelCounters)
      .where(eq(hotelCounters.hotelId, hotel!.id));
    expect(counter?.lastPaymentNumber).toBe(paymentRows.length);
    const bookingCount = (
      await t.db.select({ value: count() }).from(bookings).where(eq(bookings.hotelId, hotel!.id))
    )[0]!.value;
    expect(new Set(paymentRows.map((row) => row.bookingId)).size).toBeGreaterThan(bookingCount / 3);
    const statuses = new Set(paymentRows.map((row) => row.status));
    expect([...statuses].sort()).toEqual(['canceled', 'expired', 'new', 'paid', 'pending']);
    expect(paymentRows.every((row) => row.createdAt.getTime() <= Date.now())).toBe(true);
    expect(paymentRows.filter((row) => row.status === 'paid').every((row) => row.paidAt)).toBe(
      true,
    );
  });

  it("gives the demo hotel today's housekeeping board, partly worked on", async () => {
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    const token = (await login(DEMO_LOGINS.reception)).json().token;
    const today = todayIn('Europe/Berlin');
    const board = await t.app.inject({
      method: 'GET',
      url: `/api/room_service/?date=${today}`,
      headers: bearer(token, hotel!.id),
    });
    expect(board.statusCode).toBe(200);
    const items: { kind: string; status: string; notice: string }[] = board.json().items;
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['departure', 'stay_over', 'manual']),
    );
    expect(items.filter((item) => item.status === 'done').length).toBeGreaterThanOrEqual(1);
    expect(items.filter((item) => item.status === 'open').length).toBeGreaterThanOrEqual(1);
    expect(items.filter((item) => item.notice).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo hotel guest messages: on, confirmations delivered after the worker ran, failures in the bell', async () => {
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    const headers = bearer((await login(DEMO_LOGINS.owner)).json().token, hotel!.id);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings/notifications',
      headers,
    });
    expect(settings.json()).toMatchObject({ emailEnabled: true, smsEnabled: true });
    // What the worker's dispatch schedule does right after the first start: due messages go out.
    await t.app.jobs.send(DISPATCH_QUEUE, {});
    await t.runJobs();
    const rows = await t.db
      .select()
      .from(guestNotifications)
      .where(eq(guestNotifications.hotelId, hotel!.id));
    const confirmations = rows.filter((row) => row.message === 'booking_confirmed');
    expect(confirmations.filter((row) => row.status === 'delivered').length).toBeGreaterThanOrEqual(
      4,
    );
    expect(confirmations.find((row) => row.status === 'delivered')?.body).toContain(
      DEMO_HOTEL.name,
    );
    expect(
      rows.filter((row) => row.message === 'check_in' && row.status === 'scheduled').length,
    ).toBeGreaterThanOrEqual(4);
    // The channel stay's guest left no email address: said so, not sent, never an error.
    const [channelStay] = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.externalId, DEMO_CHANNEL_BOOKING.externalId));
    expect(
      rows
        .filter((row) => row.bookingId === channelStay!.id && row.gateway === 'email')
        .map((row) => [row.message, row.status, row.reason]),
    ).toContainEqual(['booking_confirmed', 'unsent', 'no_email']);
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    const kinds = bell.json<{ items: { kind: string; reason: string | null }[] }>().items;
    expect(
      kinds.filter((item) => item.kind === 'delivery_failed').map((item) => item.reason),
    ).toEqual(expect.arrayContaining(['invalid_mobile', 'invalid_email']));
    expect(kinds.some((item) => item.kind === 'booking_received')).toBe(true);
  });

  it('opens the demo hotel’s public page for booking, with its own slider images', async () => {
    const token = (await login(DEMO_LOGINS.owner)).json().token;
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    const headers = bearer(token, hotel!.id);
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/plugin/public_page', headers })
    ).json();
    expect(settings).toMatchObject({
      disabled: false,
      booking_enabled: true,
      min_stay_days: 1,
      payment_methods: ['on_arrival', 'bank_transfer'],
      bankTransferReady: true,
    });
    expect(settings.hotel_description).toMatch(/Alpenblick/);
    expect(settings.hotel_description.length).toBeGreaterThan(150);
    expect(isReadableThemeColor(settings.theme_color)).toBe(true);
    // Three landscape images, served like any upload, each wider than high.
    expect(settings.hotel_slider).toHaveLength(3);
    for (const { path: url } of settings.hotel_slider as { path: string }[]) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      const { format, width = 0, height = 0 } = await sharp(image.rawPayload).metadata();
      expect(format).toBe('webp');
      expect(width).toBeGreaterThan(height);
    }
    // Saving the seeded settings unchanged is accepted: the slider images are the hotel's own.
    const { captcha: _c, onlinePayments: _o, bankTransferReady: _b, ...request } = settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/plugin/public_page',
      headers,
      payload: request,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('switches the guest app on with a cover and self check-in, and gives it two guests to sign in as', async () => {
    const token = (await login(DEMO_LOGINS.owner)).json().token;
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    expect(hotel!.setting).toMatchObject({ self_check_in: true, guestRegistrationRequired: true });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotel!.id}`,
      headers: bearer(token),
    });
    const guestApp = read.json().guest_app;
    expect(guestApp).toMatchObject({ enabled: true, accent_color: 'teal' });
    expect(guestApp.template_image).toHaveLength(1);
    const cover = await t.app.inject({ method: 'GET', url: guestApp.template_image[0].path });
    expect(cover.statusCode).toBe(200);
    // Saving the seeded settings unchanged is accepted: the cover is the hotel's own upload.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/hotel/guest_app',
      headers: bearer(token, hotel!.id),
      payload: guestApp,
    });
    expect(saved.statusCode).toBe(200);

    const today = todayIn('Europe/Berlin');
    const stayOf = async (mobile: string) => {
      const [guest] = await t.db.select().from(guests).where(eq(guests.mobile, mobile));
      expect(phoneIssueKey(guest!.mobile)).toBeNull();
      return t.db.select().from(bookings).where(eq(bookings.mainGuestId, guest!.id));
    };
    const [german] = await stayOf(DEMO_GUEST_MOBILES.german);
    expect(german).toMatchObject({ status: 'checked_in', selfCheckInCompleted: true });
    expect(german!.arrival <= today && german!.departure > today).toBe(true);
    const [british] = await stayOf(DEMO_GUEST_MOBILES.british);
    expect(british).toMatchObject({ status: 'pending', selfCheckInCompleted: false });
    expect(british!.arrival > today).toBe(true);
    expect(british!.roomId).not.toBeNull();
    const [britishGuest] = await t.db
      .select()
      .from(guests)
      .where(eq(guests.mobile, DEMO_GUEST_MOBILES.british));
    expect(britishGuest).toMatchObject({
      firstName: DEMO_GUEST_APP_GUESTS.british.firstName,
      nationality: 'GB',
    });
  });

  it('gives every demo room a simulated lock and the hotel its entrance; stays show their access', async () => {
    const token = (await login(DEMO_LOGINS.owner)).json().token;
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    expect(hotel!.setting).toMatchObject({ additional_entrance: true });
    const roomRows = await t.db.select().from(rooms).where(eq(rooms.hotelId, hotel!.id));
    const lockRows = await t.db.select().from(locks).where(eq(locks.hotelId, hotel!.id));
    for (const room of roomRows) {
      expect(lockRows.find((lock) => lock.roomId === room.id)).toMatchObject({
        hardware: 'bwOnline',
        providerId: `sim-room-${room.number}`,
        shared: false,
      });
    }
    expect(lockRows.filter((lock) => lock.shared)).toEqual([
      expect.objectContaining({ name: 'Haupteingang', providerId: 'sim-entrance' }),
    ]);
    const simulated = await t.db
      .select()
      .from(simulatedLocks)
      .where(eq(simulatedLocks.hotelId, hotel!.id));
    expect(simulated).toHaveLength(roomRows.length + 1);

    // The guest in the house opens with their code; the one still to check in waits for it.
    const headers = bearer(token, hotel!.id);
    const stayOf = async (mobile: string) => {
      const [guest] = await t.db.select().from(guests).where(eq(guests.mobile, mobile));
      const [booking] = await t.db
        .select()
        .from(bookings)
        .where(eq(bookings.mainGuestId, guest!.id));
      const access = await t.app.inject({
        method: 'GET',
        url: `/api/booking/${booking!.id}/access`,
        headers,
      });
      expect(access.statusCode).toBe(200);
      return { booking: booking!, access: access.json() };
    };
    const inHouse = await stayOf(DEMO_GUEST_MOBILES.german);
    expect(inHouse.access).toMatchObject({
      state: 'access_allowed',
      sync: { status: 'synced' },
      doors: [{ granted: true }, { lock: { name: 'Haupteingang' }, granted: true }],
    });
    const granted = await t.db
      .select()
      .from(simulatedLockEvents)
      .where(
        and(eq(simulatedLockEvents.hotelId, hotel!.id), eq(simulatedLockEvents.action, 'grant')),
      );
    expect(granted.filter((g) => g.code === inHouse.booking.accessCode)).toHaveLength(2);
    const arriving = await stayOf(DEMO_GUEST_MOBILES.british);
    expect(arriving.access).toMatchObject({ state: 'pending', reason: 'self_check_in_open' });
  });

  it('describes every room type and offers active services with them', async () => {
    const token = (await login(DEMO_LOGINS.owner)).json().token;
    const [hotel] = await t.db.select().from(hotels).where(eq(hotels.symbolCode, 'alpenblick'));
    const headers = bearer(token, hotel!.id);
    const types = (await t.app.inject({ method: 'GET', url: '/api/room_type', headers })).json<
      { description: string; serviceIds: string[] }[]
    >();
    expect(types.length).toBeGreaterThanOrEqual(4);
    expect(types.filter((type) => type.description.length < 40)).toEqual([]);
    const activeServices = new Set(
      (await t.app.inject({ method: 'GET', url: '/api/service', headers }))
        .json<{ _id: string; active: boolean; description: string }[]>()
        .filter((service) => service.active && service.description)
        .map((service) => service._id),
    );
    expect(activeServices.size).toBeGreaterThanOrEqual(3);
    for (const type of types) {
      expect(type.serviceIds.filter((id) => activeServices.has(id)).length).toBeGreaterThan(0);
    }
  });

  it('offers new hotels the platform’s service presets', async () => {
    const presets = await t.db.select().from(servicePresets).orderBy(asc(servicePresets.name));
    expect(presets.map((preset) => preset.name)).toContain('Frühstück');
    expect(presets.length).toBeGreaterThanOrEqual(4);
    expect(presets.every((preset) => preset.price > 0 && preset.description)).toBe(true);
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
