import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestNotifications } from '../../db/schema-notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createBookingScene } from '../../test/reservation-factories';
import { createDeliveryStatusRepository } from '../guest-notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Bell {
  unread: number;
  items: Array<{
    _id: string;
    kind: string;
    bookingId: string;
    bookingNumber: number;
    guestName: string;
    reason: string | null;
    source: string | null;
    read: boolean;
  }>;
}

async function scene() {
  const s = await createBookingScene(t, { guest: { firstName: 'Maria', lastName: 'Muster' } });
  const book = async (source: string, arrival: string) => {
    const response = await s.call('POST', '/api/booking', {
      roomType: s.roomType.id,
      room: null,
      arrival,
      departure: '2031-09-30',
      mainGuest: s.guest.id,
      source,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ _id: string; number: number }>();
  };
  const bellOf = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(response.statusCode).toBe(200);
    return response.json<Bell>();
  };
  return { ...s, book, bellOf };
}

describe('the header bell (GET /api/notifications)', () => {
  it('rings once for a booking from outside the desk, never for one typed at the desk', async () => {
    const s = await scene();
    await s.book('manual', '2031-09-01');
    const fromPage = await s.book('public_page', '2031-09-02');
    await t.runJobs();
    await t.runJobs(); // a second delivery of the same event adds nothing
    const bell = await s.bellOf(s.headers);
    expect(bell.unread).toBe(1);
    expect(bell.items).toEqual([
      expect.objectContaining({
        kind: 'booking_received',
        bookingId: fromPage._id,
        bookingNumber: fromPage.number,
        guestName: 'Maria Muster',
        source: 'public_page',
        read: false,
      }),
    ]);
  });

  it('lists a failed guest message with its reason, once however often it is reported', async () => {
    const s = await scene();
    const booking = await s.book('manual', '2031-09-03');
    const [notification] = await t.db
      .insert(guestNotifications)
      .values({
        hotelId: s.hotel.id,
        bookingId: booking._id,
        guestId: s.guest.id,
        message: 'check_in',
        gateway: 'sms',
        language: 'de',
        status: 'sending',
        provider: 'seven',
        providerMessageId: 'msg-1',
        scheduledFor: new Date(),
      })
      .returning();
    const delivery = createDeliveryStatusRepository(t.db);
    const report = {
      hotelId: s.hotel.id,
      provider: 'seven' as const,
      providerMessageId: 'msg-1',
      outcome: { status: 'failed' as const, reason: 'invalid_mobile' as const },
    };
    expect(await delivery.applyReport(report)).toBe(true);
    expect(await delivery.applyReport(report)).toBe(true);
    const bell = await s.bellOf(s.headers);
    expect(bell.items).toEqual([
      expect.objectContaining({
        kind: 'delivery_failed',
        bookingId: booking._id,
        guestName: 'Maria Muster',
        reason: 'invalid_mobile',
      }),
    ]);
    expect(bell.unread).toBe(1);
    expect(notification).toBeTruthy();
  });

  it('keeps read marks per user: one entry, then all; a member without booking rights has none', async () => {
    const s = await scene();
    await s.book('api', '2031-09-04');
    await s.book('smoobu', '2031-09-05');
    await t.runJobs();
    const member = await createMember(t.db, s.hotel.id, ['viewBookings']);
    const memberHeaders = bearerEn(await loginAs(t.app, member), s.hotel.id);
    // The entries name guests: a member who cannot see bookings gets no bell.
    const outsider = await createMember(t.db, s.hotel.id, []);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearerEn(await loginAs(t.app, outsider), s.hotel.id),
    });
    expect(refused.statusCode).toBe(403);

    const first = (await s.bellOf(s.headers)).items[0]!;
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: s.headers,
      payload: { ids: [first._id] },
    });
    expect(mark.statusCode).toBe(204);
    expect((await s.bellOf(s.headers)).unread).toBe(1);
    // The other member still has every entry unread.
    expect((await s.bellOf(memberHeaders)).unread).toBe(2);

    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: memberHeaders,
      payload: { all: true },
    });
    const memberBell = await s.bellOf(memberHeaders);
    expect(memberBell.unread).toBe(0);
    expect(memberBell.items.every((item) => item.read)).toBe(true);
    expect((await s.bellOf(s.headers)).unread).toBe(1);
  });

  it("never shows or marks another hotel's entries", async () => {
    const s = await scene();
    await s.book('public_page', '2031-09-06');
    await t.runJobs();
    const entry = (await s.bellOf(s.headers)).items[0]!;
    const other = await createOwnedHotel(t.app, t.db);
    const otherHeaders = bearerEn(other.token, other.hotel.id);
    expect((await s.bellOf(otherHeaders)).items).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: otherHeaders,
      payload: { ids: [entry._id] },
    });
    expect((await s.bellOf(s.headers)).unread).toBe(1);
    // Someone else's hotel header: refused.
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearerEn(other.token, s.hotel.id),
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses ids that are not ids, in the caller’s language', async () => {
    const s = await scene();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { ...s.headers, 'accept-language': 'de' },
      payload: { ids: ['nope'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('ids');
  });
});
