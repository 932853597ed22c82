import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '@hotel/shared/contracts/guest-notifications';
import { hotels } from '../../db/schema';
import { adminAuditEntries } from '../../db/schema-admin';
import type { guests } from '../../db/schema-bookings';
import { guestNotifications, smsOutbox } from '../../db/schema-notifications';
import { createBooking } from '../../test/payment-factories';
import { createBookingScene } from '../../test/reservation-factories';
import { bearer, bearerEn, createMember, createUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.db, { superAdmin: true, firstName: 'Platform' });
  adminId = admin.id;
  adminToken = await loginAs(t.app, admin);
});
afterAll(() => t.close());

const URL = '/api/admin/guest_notification';
type Scene = Awaited<ReturnType<typeof hotelScene>>;
type DeliveryValues = Partial<typeof guestNotifications.$inferInsert>;

const asAdmin = (method: 'GET' | 'POST', url: string, language = 'en') =>
  t.app.inject({ method, url, headers: { ...bearer(adminToken), 'accept-language': language } });

/**
 * A hotel with one booking of one guest and nothing sent yet (automatic messages of its events
 * removed); `status` moves the booking as the desk does.
 */
async function hotelScene(
  options: {
    guest?: Partial<typeof guests.$inferInsert>;
    settings?: Partial<NotificationSettings>;
  } = {},
) {
  const scene = await createBookingScene(t, { guest: options.guest });
  if (options.settings) {
    await t.db
      .update(hotels)
      .set({ notifications: options.settings })
      .where(eq(hotels.id, scene.hotel.id));
  }
  const booking = await createBooking(t.app, scene.token, scene.hotel.id, {
    roomType: scene.roomType.id,
    room: scene.rooms[0]!.id,
    mainGuest: scene.guest.id,
  });
  await t.runJobs();
  await t.db.delete(guestNotifications).where(eq(guestNotifications.hotelId, scene.hotel.id));
  const status = async (to: string) => {
    const response = await scene.call('PUT', '/api/booking/status', {
      id: booking._id,
      status: to,
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.runJobs();
  };
  return { ...scene, booking, status, confirm: () => status('pending') };
}

async function insertDelivery(scene: Scene, values: DeliveryValues) {
  const [row] = await t.db
    .insert(guestNotifications)
    .values({
      hotelId: scene.hotel.id,
      bookingId: scene.booking._id,
      guestId: scene.guest.id,
      message: 'booking_confirmed',
      gateway: 'email',
      language: 'en',
      status: 'delivered',
      recipient: scene.guest.email,
      provider: 'outbox',
      attempts: 1,
      scheduledFor: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('GET /api/admin/guest_notification', () => {
  it('lists every hotel’s deliveries, newest due first, by each filter', async () => {
    const a = await hotelScene();
    const b = await hotelScene();
    const a1 = await insertDelivery(a, {
      status: 'failed',
      reason: 'mailbox_unavailable',
      scheduledFor: new Date('2035-03-01T10:00:00Z'),
    });
    const a2 = await insertDelivery(a, {
      gateway: 'sms',
      message: 'check_in',
      recipient: '+4915112345678',
      scheduledFor: new Date('2035-03-01T12:00:00Z'),
    });
    const b1 = await insertDelivery(b, {
      message: 'access_code_reset',
      status: 'unsent',
      reason: 'no_email',
      recipient: '',
      provider: null,
      attempts: 0,
      scheduledFor: new Date('2035-03-02T09:00:00Z'),
    });
    const b2 = await insertDelivery(b, {
      gateway: 'sms',
      status: 'failed',
      reason: 'invalid_mobile',
      provider: 'seven',
      recipient: '+4915112345699',
      scheduledFor: new Date('2035-03-02T11:00:00Z'),
    });
    const list = async (filters: string, window = 'from=2035-03-01&to=2035-03-02') => {
      const response = await asAdmin('GET', `${URL}?${window}${filters}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    const all = await list('');
    expect(idsOf(all)).toEqual([b2.id, b1.id, a2.id, a1.id]);
    expect(all).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(all.items[0]).toEqual({
      id: b2.id,
      hotel: { id: b.hotel.id, name: b.hotel.name },
      booking: { id: b.booking._id, number: b.booking.number },
      message: 'booking_confirmed',
      gateway: 'sms',
      status: 'failed',
      reason: 'invalid_mobile',
      provider: 'seven',
      recipient: '+49 *** **99',
      attempts: 1,
      scheduledFor: '2035-03-02T11:00:00.000Z',
      sentAt: null,
      deliveredAt: null,
      createdAt: expect.any(String),
      createdByName: null,
      resendOf: null,
    });
    expect(idsOf(await list(`&hotelId=${a.hotel.id}`))).toEqual([a2.id, a1.id]);
    expect(idsOf(await list('&status=failed'))).toEqual([b2.id, a1.id]);
    expect(idsOf(await list('&reason=no_email'))).toEqual([b1.id]);
    expect(idsOf(await list('&gateway=sms'))).toEqual([b2.id, a2.id]);
    expect(idsOf(await list('&message=check_in'))).toEqual([a2.id]);
    expect(idsOf(await list('&to=2035-03-02', 'from=2035-03-02'))).toEqual([b2.id, b1.id]);
    expect(idsOf(await list('&to=2035-03-01', 'from=2035-01-01'))).toEqual([a2.id, a1.id]);
    expect(idsOf(await list(`&hotelId=${b.hotel.id}&status=failed&gateway=sms`))).toEqual([b2.id]);
  });

  it('masks every recipient: no full email address or number leaves the API', async () => {
    const scene = await hotelScene({
      guest: { email: 'anna.schmidt@example.com', mobile: '+4915187654321' },
    });
    await insertDelivery(scene, { scheduledFor: new Date('2035-04-01T10:00:00Z') });
    await insertDelivery(scene, {
      gateway: 'sms',
      recipient: '+4915187654321',
      scheduledFor: new Date('2035-04-01T11:00:00Z'),
    });
    const response = await asAdmin('GET', `${URL}?hotelId=${scene.hotel.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((item: { recipient: string }) => item.recipient)).toEqual([
      '+49 *** **21',
      'an***@example.com',
    ]);
    expect(response.body).not.toContain('anna.schmidt');
    expect(response.body).not.toContain('87654321');
  });

  it('pages through the matches', async () => {
    const scene = await hotelScene();
    const rows = [];
    for (const hour of ['08', '09', '10']) {
      rows.push(
        await insertDelivery(scene, { scheduledFor: new Date(`2035-05-01T${hour}:00:00Z`) }),
      );
    }
    const first = await asAdmin('GET', `${URL}?hotelId=${scene.hotel.id}&limit=2`);
    expect(first.json()).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(idsOf(first.json())).toEqual([rows[2]!.id, rows[1]!.id]);
    const second = await asAdmin('GET', `${URL}?hotelId=${scene.hotel.id}&limit=2&page=2`);
    expect(second.json()).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(idsOf(second.json())).toEqual([rows[0]!.id]);
  });

  it('refuses bad filters with translated field messages', async () => {
    const cases: [string, string, string, string][] = [
      ['status=lost', 'status', 'This value is not valid', 'Dieser Wert ist ungültig'],
      ['reason=lazy', 'reason', 'This value is not valid', 'Dieser Wert ist ungültig'],
      ['gateway=fax', 'gateway', 'This value is not valid', 'Dieser Wert ist ungültig'],
      ['message=hello', 'message', 'This value is not valid', 'Dieser Wert ist ungültig'],
      ['hotelId=42', 'hotelId', 'This value is not valid', 'Dieser Wert ist ungültig'],
      [
        'from=2035-02-30',
        'from',
        'Please enter a valid date',
        'Bitte geben Sie ein gültiges Datum ein',
      ],
      [
        'from=2035-03-02&to=2035-03-01',
        'to',
        'The end date may not be before the start date',
        'Das Enddatum darf nicht vor dem Startdatum liegen',
      ],
      [
        'limit=101',
        'limit',
        'Please choose between 1 and 100 deliveries per page',
        'Bitte wählen Sie 1 bis 100 Zustellungen pro Seite',
      ],
      [
        'page=0',
        'page',
        'Please choose a page between 1 and 10,000',
        'Bitte wählen Sie eine Seite zwischen 1 und 10.000',
      ],
    ];
    for (const [query, path, english, german] of cases) {
      const en = await asAdmin('GET', `${URL}?${query}`);
      expect(en.statusCode, query).toBe(400);
      expect(en.json().issues, query).toEqual([
        expect.objectContaining({ path, message: english }),
      ]);
      const de = await asAdmin('GET', `${URL}?${query}`, 'de');
      expect(de.json().issues[0].message, query).toBe(german);
    }
  });
});

describe('GET /api/admin/guest_notification/summary', () => {
  it('counts failures per hotel and reason in the window, most failed first', async () => {
    const quiet = await hotelScene();
    const broken = await hotelScene();
    const blocked = await hotelScene();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await insertDelivery(quiet, { scheduledFor: daysAgo(1) });
    await insertDelivery(broken, { scheduledFor: daysAgo(2) });
    // Still ahead: not part of the window.
    await insertDelivery(broken, {
      status: 'scheduled',
      provider: null,
      scheduledFor: daysAgo(-2),
    });
    const reasons = ['mailbox_unavailable', 'mailbox_unavailable', 'domain_reputation'] as const;
    for (const [index, reason] of reasons.entries()) {
      // A second apart: automatic deliveries are unique per booking, message and due time.
      await insertDelivery(broken, {
        status: 'failed',
        reason,
        scheduledFor: new Date(daysAgo(3).getTime() - index * 1000),
      });
    }
    await insertDelivery(blocked, {
      gateway: 'sms',
      status: 'failed',
      reason: 'invalid_sender_number',
      scheduledFor: daysAgo(5),
    });
    await insertDelivery(blocked, {
      status: 'unsent',
      reason: 'no_email',
      scheduledFor: daysAgo(6),
    });
    await insertDelivery(blocked, {
      gateway: 'sms',
      status: 'failed',
      reason: 'invalid_sender_number',
      scheduledFor: daysAgo(40),
    });
    const mine = new Set([quiet.hotel.id, broken.hotel.id, blocked.hotel.id]);
    const summary = async (query: string) => {
      const response = await asAdmin('GET', `${URL}/summary${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return {
        ...body,
        hotels: body.hotels.filter((entry: { hotel: { id: string } }) => mine.has(entry.hotel.id)),
      };
    };

    const month = await summary('');
    expect(month.days).toBe(30);
    expect(month.hotels).toEqual([
      {
        hotel: { id: broken.hotel.id, name: broken.hotel.name },
        total: 4,
        failed: 3,
        unsent: 0,
        reasons: [
          { reason: 'mailbox_unavailable', count: 2 },
          { reason: 'domain_reputation', count: 1 },
        ],
      },
      {
        hotel: { id: blocked.hotel.id, name: blocked.hotel.name },
        total: 2,
        failed: 1,
        unsent: 1,
        reasons: [
          { reason: 'invalid_sender_number', count: 1 },
          { reason: 'no_email', count: 1 },
        ],
      },
    ]);
    const twoMonths = await summary('?days=60');
    expect(twoMonths.hotels.map((entry: { hotel: { id: string } }) => entry.hotel.id)).toEqual([
      broken.hotel.id,
      blocked.hotel.id,
    ]);
    expect(twoMonths.hotels[1]).toMatchObject({
      hotel: { id: blocked.hotel.id },
      total: 3,
      failed: 2,
      reasons: [
        { reason: 'invalid_sender_number', count: 2 },
        { reason: 'no_email', count: 1 },
      ],
    });
  });

  it('takes 1 to 90 days (translated refusal)', async () => {
    for (const days of ['0', '91', 'many']) {
      const en = await asAdmin('GET', `${URL}/summary?days=${days}`);
      expect(en.statusCode).toBe(400);
      expect(en.json().issues[0]).toMatchObject({
        path: 'days',
        message: 'Please choose a period of 1 to 90 days',
      });
      const de = await asAdmin('GET', `${URL}/summary?days=${days}`, 'de');
      expect(de.json().issues[0].message).toBe(
        'Bitte wählen Sie einen Zeitraum von 1 bis 90 Tagen',
      );
    }
    expect((await asAdmin('GET', `${URL}/summary?days=90`)).statusCode).toBe(200);
  });
});

describe('POST /api/admin/guest_notification/:id/resend', () => {
  it('resends an email as the hotel’s Resend does, as the super admin; the job then delivers it', async () => {
    const scene = await hotelScene();
    await scene.confirm();
    const failed = await insertDelivery(scene, { status: 'failed', reason: 'mailbox_unavailable' });

    const response = await asAdmin('POST', `${URL}/${failed.id}/resend`);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      hotel: { id: scene.hotel.id, name: scene.hotel.name },
      booking: { id: scene.booking._id, number: scene.booking.number },
      message: 'booking_confirmed',
      gateway: 'email',
      status: 'sending',
      reason: null,
      provider: 'outbox',
      createdByName: 'Platform User',
      resendOf: failed.id,
    });
    expect(created.id).not.toBe(failed.id);
    expect(response.body).not.toContain(scene.guest.email);

    await t.runJobs();
    const [row] = await t.db
      .select()
      .from(guestNotifications)
      .where(eq(guestNotifications.id, created.id));
    expect(row).toMatchObject({
      status: 'delivered',
      resendOf: failed.id,
      createdBy: adminId,
      createdByName: 'Platform User',
    });
    // The local email outbox (no SMTP in tests) holds what the guest got.
    const outbox = await scene.call('GET', '/api/settings/notifications/outbox');
    expect(outbox.json().items).toContainEqual(
      expect.objectContaining({
        recipient: scene.guest.email,
        status: 'delivered',
        subject: expect.stringContaining(scene.hotel.name),
      }),
    );
    // The hotel's own list shows it too, as the super admin's.
    const hotelList = await scene.call(
      'GET',
      `/api/guest_notification?bookingId=${scene.booking._id}`,
    );
    expect(hotelList.json().items[0]).toMatchObject({
      _id: created.id,
      createdByName: 'Platform User',
      status: 'delivered',
    });
  });

  it('records the resend in the audit trail as the hotel’s, with the new delivery', async () => {
    const scene = await hotelScene();
    await scene.confirm();
    const failed = await insertDelivery(scene, { status: 'failed', reason: 'technical' });
    const response = await asAdmin('POST', `${URL}/${failed.id}/resend`);
    expect(response.statusCode, response.body).toBe(201);
    const entries = await t.db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.hotelId, scene.hotel.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: adminId,
        subject: 'hotel',
        action: 'delivery.resent',
        label: scene.hotel.name,
        before: null,
        after: {
          deliveryId: response.json().id,
          resendOf: failed.id,
          message: 'booking_confirmed',
          gateway: 'email',
        },
      }),
    ]);
  });

  it('resends an SMS through the hotel’s SMS outbox', async () => {
    const scene = await hotelScene({
      guest: { mobile: '+4915122223333' },
      settings: { smsEnabled: true },
    });
    await scene.confirm();
    const toGuest = and(eq(smsOutbox.hotelId, scene.hotel.id), eq(smsOutbox.to, '+4915122223333'));
    const before = await t.db.select().from(smsOutbox).where(toGuest);
    const failed = await insertDelivery(scene, {
      gateway: 'sms',
      status: 'failed',
      reason: 'unknown',
      recipient: '+4915122223333',
    });
    const response = await asAdmin('POST', `${URL}/${failed.id}/resend`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ gateway: 'sms', recipient: '+49 *** **33' });
    await t.runJobs();
    const sent = await t.db.select().from(smsOutbox).where(toGuest);
    expect(sent).toHaveLength(before.length + 1);
    const [row] = await t.db
      .select({ status: guestNotifications.status })
      .from(guestNotifications)
      .where(eq(guestNotifications.id, response.json().id));
    expect(row!.status).toBe('delivered');
  });

  it('refuses what the hotel’s Resend refuses, translated, and answers unsent without an address', async () => {
    const scene = await hotelScene();
    const original = await insertDelivery(scene, {
      message: 'check_in',
      status: 'failed',
      reason: 'technical',
    });
    await scene.status('canceled');
    const en = await asAdmin('POST', `${URL}/${original.id}/resend`);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      `Booking ${scene.booking.number} is canceled: only the cancellation message can still go to its guest`,
    );
    const de = await asAdmin('POST', `${URL}/${original.id}/resend`, 'de');
    expect(de.json().message).toBe(
      `Buchung ${scene.booking.number} ist storniert: An ihren Gast kann nur noch die Stornierung gehen`,
    );

    const noAddress = await hotelScene({ guest: { email: '' } });
    const unsent = await insertDelivery(noAddress, {
      status: 'unsent',
      reason: 'no_email',
      recipient: '',
    });
    const again = await asAdmin('POST', `${URL}/${unsent.id}/resend`);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ status: 'unsent', reason: 'no_email', recipient: '' });

    const missing = await asAdmin('POST', `${URL}/${crypto.randomUUID()}/resend`, 'de');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Gastbenachrichtigung nicht gefunden');
    const malformed = await asAdmin('POST', `${URL}/42/resend`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0]).toMatchObject({
      path: 'id',
      message: 'This value is not valid',
    });
    // Nothing was created for the refused calls.
    const resent = await t.db
      .select({ id: guestNotifications.id })
      .from(guestNotifications)
      .where(eq(guestNotifications.resendOf, original.id));
    expect(resent).toEqual([]);
    const audited = await t.db
      .select({ action: adminAuditEntries.action })
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.hotelId, scene.hotel.id));
    expect(audited).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 (translated) for owners and members', async () => {
    const scene = await hotelScene();
    const delivery = await insertDelivery(scene, { status: 'failed', reason: 'technical' });
    const member = await loginAs(
      t.app,
      await createMember(t.db, scene.hotel.id, ['viewBookings', 'manageBookings', 'manageHotel']),
    );
    const calls: ['GET' | 'POST', string][] = [
      ['GET', URL],
      ['GET', `${URL}/summary`],
      ['POST', `${URL}/${delivery.id}/resend`],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      for (const token of [scene.token, member]) {
        const en = await t.app.inject({ method, url, headers: bearerEn(token, scene.hotel.id) });
        expect(en.statusCode, url).toBe(403);
        expect(en.json().message).toBe("You don't have permission to access this page");
        const de = await t.app.inject({ method, url, headers: bearer(token, scene.hotel.id) });
        expect(de.json().message).toBe('Sie haben keine Berechtigung, diese Seite aufzurufen');
      }
    }
    const rows = await t.db
      .select({ id: guestNotifications.id })
      .from(guestNotifications)
      .where(eq(guestNotifications.hotelId, scene.hotel.id));
    expect(rows).toHaveLength(1);
  });
});
