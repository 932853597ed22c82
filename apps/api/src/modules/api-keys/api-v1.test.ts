import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyPermission } from '@hotel/shared/contracts/api-keys';
import { bookings } from '../../db/schema-bookings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearerEn, createOwnedHotel } from '../../test/factories';
import { createGuest, createRooms, createRoomType } from '../../test/reservation-factories';
import { createApiKeysService } from './api-keys.service';

/**
 * The API keys' v1 API (issue 17) as a hotel's own system uses it: `/api/v1/…` with
 * `Authorization: Bearer hpms_…`, no `hotel` header, only the key's permissions.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function keyScene(permissions: ApiKeyPermission[], name = 'Website') {
  const { hotel, owner, token } = await createOwnedHotel(t.app, t.db);
  const roomType = await createRoomType(t.db, hotel.id, { name: 'Double' });
  const rooms = await createRooms(t.db, hotel.id, roomType.id, 2);
  const guest = await createGuest(t.db, hotel.id, { firstName: 'Anna', lastName: 'Weber' });
  const { key, id } = await createApiKeysService({ db: t.db }).create(
    hotel.id,
    { name, permissions },
    owner.id,
  );
  const v1 = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { payload?: object; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { ...bearerEn(key), ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  return { hotel, token, roomType, rooms, guest, key, keyId: id, v1 };
}

const stay = (roomTypeId: string, guestId: string, arrival = '2031-06-10') => ({
  roomType: roomTypeId,
  mainGuest: guestId,
  arrival,
  departure: arrival.replace(/-10$/, '-12'),
  adults: 2,
});

const bookingsOfHotel = async (hotelId: string) =>
  (await t.db.select({ n: count() }).from(bookings).where(eq(bookings.hotelId, hotelId)))[0]!.n;

describe('/api/v1 with an API key', () => {
  // curl -H "Authorization: Bearer $KEY" https://pms.example/api/v1/booking
  it('lists, reads, books, changes and cancels bookings without the hotel header', async () => {
    const scene = await keyScene(['bookings.read', 'bookings.write']);
    const created = await scene.v1('POST', '/booking', {
      payload: stay(scene.roomType.id, scene.guest.id),
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json();

    const list = await scene.v1('GET', '/booking?limit=10');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ _id: booking._id, source: 'api' }] });
    expect((await scene.v1('GET', `/booking/${booking._id}`)).json()._id).toBe(booking._id);

    const changed = await scene.v1('PUT', `/booking/${booking._id}`, {
      payload: { ...stay(scene.roomType.id, scene.guest.id), adults: 1, version: booking.version },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().adults).toBe(1);

    const canceled = await scene.v1('PUT', '/booking/status', {
      payload: { id: booking._id, status: 'canceled' },
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe('canceled');
  });

  it('makes bookings of source api, whatever the body says, and the history names the key', async () => {
    const scene = await keyScene(['bookings.write', 'bookings.read'], 'Website');
    const created = await scene.v1('POST', '/booking', {
      payload: {
        ...stay(scene.roomType.id, scene.guest.id),
        source: 'smoobu',
        externalRef: { source: 'smoobu', id: 'web-4711' },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      source: 'api',
      externalRef: { source: 'api', id: 'web-4711' },
    });
    // The desk sees it in the staff API (keys get no history: it names staff members).
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${created.json()._id}`,
      headers: bearerEn(scene.token, scene.hotel.id),
    });
    expect(staffView.json().history).toMatchObject([
      { action: 'created', actor: { kind: 'api_key', name: 'Website' }, user: null },
    ]);
  });

  it("never answers a guest's door code nor the history, which staff still see", async () => {
    const scene = await keyScene(['bookings.read', 'bookings.write']);
    const created = await scene.v1('POST', '/booking', {
      payload: stay(scene.roomType.id, scene.guest.id),
      headers: { 'idempotency-key': 'order-door-0001' },
    });
    const booking = created.json();
    const replayed = await scene.v1('POST', '/booking', {
      payload: stay(scene.roomType.id, scene.guest.id),
      headers: { 'idempotency-key': 'order-door-0001' },
    });
    const read = await scene.v1('GET', `/booking/${booking._id}`);
    const changed = await scene.v1('PUT', `/booking/${booking._id}`, {
      payload: { ...stay(scene.roomType.id, scene.guest.id), adults: 1 },
    });
    const status = await scene.v1('PUT', '/booking/status', {
      payload: { id: booking._id, status: 'canceled' },
    });
    const list = await scene.v1('GET', '/booking');
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/booking/${booking._id}`,
      headers: bearerEn(scene.token, scene.hotel.id),
    });
    const { accessCode } = staff.json();
    expect(accessCode).toMatch(/^\d{6}$/);
    expect(staff.json().history.length).toBeGreaterThan(0);

    for (const [name, answer] of Object.entries({ created, replayed, read, changed, status })) {
      expect(answer.statusCode, name).toBeLessThan(300);
      expect(answer.json(), name).not.toHaveProperty('accessCode');
      expect(answer.json(), name).not.toHaveProperty('history');
      expect(answer.json()._id, name).toBe(booking._id);
    }
    expect(status.json().status).toBe('canceled');
    for (const answer of [created, replayed, read, changed, status, list]) {
      expect(answer.body).not.toContain(accessCode);
    }
  });

  it('answers a retry with the same Idempotency-Key with the first booking, never a second', async () => {
    const scene = await keyScene(['bookings.write']);
    const payload = stay(scene.roomType.id, scene.guest.id);
    const headers = { 'idempotency-key': 'order-2031-0001' };
    const first = await scene.v1('POST', '/booking', { payload, headers });
    expect(first.statusCode).toBe(201);
    expect(first.json().externalRef).toEqual({ source: 'api', id: 'order-2031-0001' });

    const retry = await scene.v1('POST', '/booking', { payload, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()._id).toBe(first.json()._id);
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(1);

    for (const language of ['en', 'de']) {
      const other = await scene.v1('POST', '/booking', {
        payload: { ...payload, adults: 1 },
        headers: { ...headers, 'accept-language': language },
      });
      expect(other.statusCode).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'CONFLICT',
        message:
          language === 'en'
            ? 'This Idempotency-Key was already used for another booking request. Please try again.'
            : expect.stringContaining('Idempotency-Key wurde schon'),
      });
    }
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(1);

    // With an externalRef the reference is the body's; a retry answers the first booking too.
    const referenced = { ...stay(scene.roomType.id, scene.guest.id, '2031-07-10') };
    const withRef = { ...referenced, externalRef: { source: 'api', id: 'crm-77' } };
    const made = await scene.v1('POST', '/booking', {
      payload: withRef,
      headers: { 'idempotency-key': 'order-2031-0002' },
    });
    const again = await scene.v1('POST', '/booking', {
      payload: withRef,
      headers: { 'idempotency-key': 'order-2031-0002' },
    });
    expect([made.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()._id).toBe(made.json()._id);
    // Without the header the same reference stays a conflict (as for staff).
    const unkeyed = await scene.v1('POST', '/booking', { payload: withRef });
    expect(unkeyed.statusCode).toBe(409);
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(2);

    const malformed = await scene.v1('POST', '/booking', {
      payload,
      headers: { 'idempotency-key': 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(2);
  });

  it('makes one booking when retries with one Idempotency-Key arrive at once', async () => {
    const scene = await keyScene(['bookings.write']);
    const payload = stay(scene.roomType.id, scene.guest.id);
    const headers = { 'idempotency-key': 'order-burst-0001' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => scene.v1('POST', '/booking', { payload, headers })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json()._id)).size).toBe(1);
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(1);
  });

  it('reads room types and rooms with any key, and manages guests with `guests`', async () => {
    const scene = await keyScene(['guests']);
    expect((await scene.v1('GET', '/room_type')).json()).toMatchObject([{ name: 'Double' }]);
    expect((await scene.v1('GET', `/room/${scene.rooms[0]!.id}`)).json().number).toBe('101');
    const created = await scene.v1('POST', '/guest', {
      payload: {
        firstName: 'Jan',
        lastName: 'Berg',
        email: 'jan@example.com',
        mobile: '+4915112345678',
      },
    });
    expect(created.statusCode).toBe(201);
    const updated = await scene.v1('PUT', `/guest/${created.json()._id}`, {
      payload: {
        firstName: 'Jan',
        lastName: 'Berger',
        email: 'jan@example.com',
        mobile: '+4915112345678',
      },
    });
    expect(updated.json().lastName).toBe('Berger');
    expect((await scene.v1('GET', '/guest')).json().total).toBe(2);
  });
});

describe('what a key may not do', () => {
  it('refuses a missing permission with a translated message, and changes nothing', async () => {
    const scene = await keyScene(['bookings.read']);
    for (const [language, message] of [
      ['en', 'This API key does not have the permission "bookings.write"'],
      ['de', 'Dieser API-Schlüssel hat die Berechtigung „bookings.write“ nicht'],
    ] as const) {
      const refused = await scene.v1('POST', '/booking', {
        payload: stay(scene.roomType.id, scene.guest.id),
        headers: { 'accept-language': language },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message });
    }
    const availability = await scene.v1(
      'GET',
      '/booking/availability?arrival=2031-06-10&departure=2031-06-12',
    );
    expect(availability.statusCode).toBe(403);
    expect((await scene.v1('GET', '/guest')).statusCode).toBe(403);
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(0);
  });

  it('acts only in its own hotel: another hotel named is 403, its booking is 404', async () => {
    const mine = await keyScene(['bookings.read', 'bookings.write']);
    const other = await keyScene(['bookings.write']);
    const theirs = await other.v1('POST', '/booking', {
      payload: stay(other.roomType.id, other.guest.id),
    });
    expect(theirs.statusCode).toBe(201);

    const named = await mine.v1('GET', '/booking', { headers: { hotel: other.hotel.id } });
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe('User is not a member of the hotel');
    const read = await mine.v1('GET', `/booking/${theirs.json()._id}`);
    expect(read.statusCode).toBe(404);
    const cancel = await mine.v1('PUT', '/booking/status', {
      payload: { id: theirs.json()._id, status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('refuses the subset under /api: keys call /api/v1, and nothing changes', async () => {
    const scene = await keyScene(['bookings.read', 'bookings.write', 'guests']);
    for (const [language, message] of [
      ['en', 'API keys call the API under /api/v1/… (for example /api/v1/booking)'],
      ['de', 'API-Schlüssel rufen die API unter /api/v1/… auf (zum Beispiel /api/v1/booking)'],
    ] as const) {
      for (const call of [
        { method: 'GET' as const, url: '/api/booking' },
        { method: 'GET' as const, url: '/api/room_type' },
        {
          method: 'POST' as const,
          url: '/api/booking',
          payload: stay(scene.roomType.id, scene.guest.id),
        },
      ]) {
        const refused = await t.app.inject({
          ...call,
          headers: { ...bearerEn(scene.key), 'accept-language': language },
        });
        expect(refused.statusCode, call.url).toBe(403);
        expect(refused.json(), call.url).toMatchObject({ code: 'FORBIDDEN', message });
      }
    }
    expect(await bookingsOfHotel(scene.hotel.id)).toBe(0);
    expect((await scene.v1('GET', '/booking')).statusCode).toBe(200);
  });

  it('refuses calls outside the subset: 403 under /api, 404 under /api/v1', async () => {
    const scene = await keyScene(['bookings.read', 'bookings.write', 'guests', 'availability']);
    for (const path of [
      '/booking/calendar?startDate=2031-06-01&endDate=2031-06-10',
      '/payment',
      '/lock',
    ]) {
      const plain = await t.app.inject({
        method: 'GET',
        url: `/api${path}`,
        headers: bearerEn(scene.key),
      });
      expect(plain.statusCode, path).toBe(403);
      expect(plain.json().message, path).toBe('API keys cannot use this call');
      expect((await scene.v1('GET', path)).statusCode, path).toBe(404);
    }
  });

  it('is refused at once when revoked', async () => {
    const scene = await keyScene(['bookings.read']);
    expect((await scene.v1('GET', '/booking')).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/plugin/api/keys/${scene.keyId}`,
      headers: bearerEn(scene.token, scene.hotel.id),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await scene.v1('GET', '/booking')).statusCode).toBe(401);
  });
});

describe('staff and /api/v1', () => {
  it('staff call the subset under /api/v1 too, with their hotel header', async () => {
    const scene = await keyScene(['bookings.read']);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking',
      headers: bearerEn(scene.token, scene.hotel.id),
    });
    expect(staff.statusCode).toBe(200);
    const calendar = await t.app.inject({
      method: 'GET',
      url: '/api/v1/booking/calendar?startDate=2031-06-01&endDate=2031-06-10',
      headers: bearerEn(scene.token, scene.hotel.id),
    });
    expect(calendar.statusCode).toBe(404);
    const viaApi = await t.app.inject({
      method: 'GET',
      url: '/api/booking/calendar?startDate=2031-06-01&endDate=2031-06-10',
      headers: bearerEn(scene.token, scene.hotel.id),
    });
    expect(viaApi.statusCode).toBe(200);
    const staffBooking = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: bearerEn(scene.token, scene.hotel.id),
      payload: stay(scene.roomType.id, scene.guest.id),
    });
    expect(staffBooking.json().source).toBe('manual');
    const rows = await t.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.hotelId, scene.hotel.id), eq(bookings.source, 'manual')));
    expect(rows[0]!.n).toBe(1);
  });
});
