import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBookingSchema } from '@hotel/shared/contracts/public-booking';
import { bookings, guests } from '../../db/schema-bookings';
import { guestNotifications, staffNotifications } from '../../db/schema-notifications';
import { rooms } from '../../db/schema-setup';
import { bearerEn } from '../../test/factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BANK_DETAILS, publicBookingScene } from './public-booking-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countOf(hotelId: string) {
  const [b] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.hotelId, hotelId));
  const [g] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(guests)
    .where(eq(guests.hotelId, hotelId));
  return { bookings: b!.n, guests: g!.n };
}

describe('POST /api/public/booking', () => {
  it('books a room with a service: source public_page, status new, the quoted price and a room', async () => {
    const scene = await publicBookingScene(t);
    const request = scene.body();
    const response = await scene.book(request);
    expect(response.statusCode, response.body).toBe(201);
    const answer = publicBookingSchema.parse(response.json());
    // Double 100.00 × 2 nights for 2 adults + breakfast 15.00 per stay.
    expect(answer).toMatchObject({
      hotel: { _id: scene.hotel.id, symbol_code: scene.hotel.symbolCode },
      status: 'new',
      arrival: '2031-05-01',
      departure: '2031-05-03',
      nights: 2,
      adults: 2,
      roomType: { _id: scene.roomType.id, name: 'Double' },
      services: [{ _id: scene.breakfast.id, name: 'Breakfast', amount: 1500 }],
      room: 20000,
      total: 21500,
      currency: 'EUR',
      guest: { firstName: 'Erika', lastName: 'Besucher', email: request.guest.email },
      payment: { method: 'on_arrival', status: 'none', checkoutUrl: null, bankTransfer: null },
    });

    const staff = await scene.staffGet(`/api/booking/${answer._id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({
      number: answer.number,
      source: 'public_page',
      status: 'new',
      price: 21500,
      isPriceOverridden: false,
      notice: 'Late arrival, around 22:00',
      room: { _id: scene.rooms[0]!.id, number: '101' },
      mainGuest: { firstName: 'Erika', lastName: 'Besucher', email: request.guest.email },
      services: [{ _id: scene.breakfast.id, amount: 1500 }],
      externalRef: null,
    });
    expect(staff.json().history[0].actor).toEqual({ kind: 'system', name: 'public_page' });
    const [guest] = await t.db.select().from(guests).where(eq(guests.email, request.guest.email));
    expect(guest).toMatchObject({ mobile: '+49 151 12345678', country: 'DE', language: 'de' });
  });

  it('bank transfer answers the hotel’s bank details, the reference and the amount', async () => {
    const scene = await publicBookingScene(t);
    const response = await scene.book(scene.body({ paymentMethod: 'bank_transfer', services: [] }));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer.payment).toEqual({
      method: 'bank_transfer',
      status: 'none',
      checkoutUrl: null,
      bankTransfer: { ...BANK_DETAILS, reference: `Buchung ${answer.number}`, amount: 20000 },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking/${answer._id}?receipt=${answer.receipt}`,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer);
  });

  it('a wrong receipt or an unknown booking is 404 in the visitor’s language', async () => {
    const scene = await publicBookingScene(t);
    const answer = (await scene.book(scene.body())).json();
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking/${answer._id}?receipt=${answer.receipt.slice(0, -2)}xx`,
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/public/booking/00000000-0000-4000-8000-000000000000?receipt=${answer.receipt}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Buchung nicht gefunden');
  });

  it('reuses the hotel’s guest only when email and name match (any case), never changing their data', async () => {
    const scene = await publicBookingScene(t);
    const existing = await createGuest(t.db, scene.hotel.id, {
      firstName: 'Anna',
      lastName: 'Stammgast',
      email: 'anna.stammgast@example.com',
      mobile: '+4917000000',
    });
    const visitor = (firstName: string, lastName: string) =>
      scene.body({
        guest: {
          firstName,
          lastName,
          email: 'Anna.Stammgast@Example.com',
          mobile: '+49 151 99999999',
          country: 'AT',
        },
      });
    const same = await scene.book(visitor('anna', 'STAMMGAST'));
    expect(same.statusCode, same.body).toBe(201);
    expect((await scene.staffGet(`/api/booking/${same.json()._id}`)).json().mainGuest._id).toBe(
      existing.id,
    );
    const [row] = await t.db.select().from(guests).where(eq(guests.id, existing.id));
    expect(row).toMatchObject({ firstName: 'Anna', lastName: 'Stammgast', mobile: '+4917000000' });

    // Someone typing Anna's email learns nothing about her and keeps their own name and phone.
    const stranger = await scene.book(visitor('Someone', 'Else'));
    expect(stranger.statusCode, stranger.body).toBe(201);
    expect(stranger.json().guest).toMatchObject({ firstName: 'Someone', lastName: 'Else' });
    const staff = (await scene.staffGet(`/api/booking/${stranger.json()._id}`)).json();
    expect(staff.mainGuest._id).not.toBe(existing.id);
    expect((await countOf(scene.hotel.id)).guests).toBe(2);
  });

  it('leaves the booking unassigned when the only free room has its own price', async () => {
    const scene = await publicBookingScene(t, { roomCount: 1 });
    await t.db.update(rooms).set({ basePrice: 25000 }).where(eq(rooms.id, scene.rooms[0]!.id));
    const response = await scene.book(scene.body({ services: [] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().total).toBe(20000);
    const staff = (await scene.staffGet(`/api/booking/${response.json()._id}`)).json();
    expect(staff).toMatchObject({ room: null, price: 20000 });
  });

  it('the same Idempotency-Key, sequential and concurrent, gives one booking (201 then 200)', async () => {
    const scene = await publicBookingScene(t, { roomCount: 3 });
    const request = scene.body();
    const key = { 'idempotency-key': 'double-click-0001' };
    const first = await scene.book(request, key);
    const second = await scene.book(request, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());

    const concurrentKey = { 'idempotency-key': 'retry-at-once-0002' };
    const retried = scene.body();
    const together = await Promise.all(
      Array.from({ length: 5 }, () => scene.book(retried, concurrentKey)),
    );
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(together.map((r) => r.json()._id)).size).toBe(1);
    expect(await countOf(scene.hotel.id)).toEqual({ bookings: 2, guests: 2 });

    const staff = (await scene.staffGet(`/api/booking/${first.json()._id}`)).json();
    expect(staff.externalRef).toEqual({ source: 'public_page', id: 'double-click-0001' });

    await t.runJobs();
    const confirmations = await t.db
      .select()
      .from(guestNotifications)
      .where(
        and(
          eq(guestNotifications.bookingId, first.json()._id),
          eq(guestNotifications.message, 'booking_confirmed'),
        ),
      );
    expect(confirmations).toHaveLength(1);
  });

  it('a retry racing its first request for the last room gets that booking, not "sold out"', async () => {
    const scene = await publicBookingScene(t, { roomCount: 1 });
    const request = scene.body();
    const key = { 'idempotency-key': 'last-room-twice-0003' };
    const [a, b] = await Promise.all([scene.book(request, key), scene.book(request, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()._id).toBe(b.json()._id);
    expect((await countOf(scene.hotel.id)).bookings).toBe(1);
  });

  it('a key used by one visitor tells another visitor nothing about that booking', async () => {
    const scene = await publicBookingScene(t);
    const key = { 'idempotency-key': 'shared-key-00004' };
    const first = await scene.book(scene.body(), key);
    expect(first.statusCode).toBe(201);
    const other = await scene.book(scene.body(), key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message:
        'Dieser Idempotency-Key wurde schon für eine andere Buchungsanfrage verwendet. Bitte versuchen Sie es erneut.',
    });
    const changedStay = await scene.book({ ...scene.body(), departure: '2031-05-04' }, key);
    expect(changedStay.statusCode).toBe(409);
    expect((await countOf(scene.hotel.id)).bookings).toBe(1);
  });

  it('refuses an invalid Idempotency-Key as a field issue', async () => {
    const scene = await publicBookingScene(t);
    const response = await scene.book(scene.body(), { 'idempotency-key': 'no spaces!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({ path: 'idempotency-key', key: 'validation.idempotencyKeyInvalid' }),
    ]);
    expect((await countOf(scene.hotel.id)).bookings).toBe(0);
  });

  it('an unknown hotel and a disabled page are 404; a page without booking is 403', async () => {
    const scene = await publicBookingScene(t);
    const unknown = await scene.book(scene.body({ hotel: 'no-such-hotel' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Hotel nicht gefunden');
    const disabled = await publicBookingScene(t, { disabled: true });
    const off = await disabled.book(disabled.body(), { 'accept-language': 'en' });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('Online booking is not available for this hotel');
    const closed = await publicBookingScene(t, { bookingEnabled: false });
    const refused = await closed.book(closed.body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Dieses Hotel/);
    expect((await countOf(disabled.hotel.id)).bookings).toBe(0);
    expect((await countOf(closed.hotel.id)).bookings).toBe(0);
  });
});

describe('bad input: 400 with the translated field message, nothing created', () => {
  const cases: {
    name: string;
    request: (scene: Awaited<ReturnType<typeof publicBookingScene>>) => object;
    path: string;
    message: string;
  }[] = [
    {
      name: 'an arrival in the past',
      request: (s) => s.body({ arrival: '2020-01-01', departure: '2020-01-03' }),
      path: 'arrival',
      message: 'Die Anreise darf nicht in der Vergangenheit liegen',
    },
    {
      name: 'departure on the arrival day',
      request: (s) => s.body({ departure: '2031-05-01' }),
      path: 'departure',
      message: 'Mindestaufenthalt von 2 Tagen',
    },
    {
      name: 'departure before arrival',
      request: (s) => s.body({ departure: '2031-04-28' }),
      path: 'departure',
      message: 'Mindestaufenthalt von 2 Tagen',
    },
    {
      name: 'fewer nights than the minimum stay',
      request: (s) => s.body({ departure: '2031-05-02' }),
      path: 'departure',
      message: 'Mindestaufenthalt von 2 Tagen',
    },
    {
      name: 'a stay longer than 30 nights',
      request: (s) => s.body({ departure: '2031-06-15' }),
      path: 'departure',
      message: 'Eine Buchung kann höchstens 30 Nächte umfassen',
    },
    {
      name: 'more guests than the room type holds',
      request: (s) => s.body({ adults: 5 }),
      path: 'adults',
      message: 'Dieses Zimmer bietet Platz für höchstens 6 Gäste',
    },
    {
      name: 'an unknown room type',
      request: (s) => s.body({ roomType: '00000000-0000-4000-8000-000000000000' }),
      path: 'roomType',
      message: 'Diesen Zimmertyp gibt es in diesem Hotel nicht',
    },
    {
      name: 'a service not linked to the room type',
      request: (s) => s.body({ services: [s.unlinked.id] }),
      path: 'services',
      message: 'Diese Leistung wird mit diesem Zimmer nicht angeboten',
    },
    {
      name: 'an inactive service',
      request: (s) => s.body({ services: [s.inactive.id] }),
      path: 'services',
      message: 'Diese Leistung wird mit diesem Zimmer nicht angeboten',
    },
    {
      name: 'a payment method the page does not offer',
      request: (s) => s.body({ paymentMethod: 'online' }),
      path: 'paymentMethod',
      message: 'Diese Zahlungsart bietet das Hotel online nicht an',
    },
    {
      name: 'no consent',
      request: (s) => ({ ...s.body(), consent: false }),
      path: 'consent',
      message: 'Bitte den Bedingungen und dem Datenschutzhinweis zustimmen',
    },
    {
      name: 'an invalid mobile number',
      request: (s) => s.body({ guest: { ...s.body().guest, mobile: '12' } }),
      path: 'guest.mobile',
      message: '',
    },
  ];

  it.each(cases)('$name', async ({ request, path, message }) => {
    const scene = await publicBookingScene(t, { minStayDays: 2 });
    const response = await scene.book(request(scene));
    expect(response.statusCode, response.body).toBe(400);
    const issue = response
      .json()
      .issues.find((candidate: { path: string }) => candidate.path === path);
    expect(issue, response.body).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    else expect(issue.message).not.toMatch(/^validation\./);
    expect(await countOf(scene.hotel.id)).toEqual({ bookings: 0, guests: 0 });
  });
});

describe('the guest’s confirmation and the staff bell', () => {
  it('a public booking sends the confirmation at once; the staff confirmation does not repeat it', async () => {
    const scene = await publicBookingScene(t);
    const response = await scene.book(scene.body());
    expect(response.statusCode, response.body).toBe(201);
    const bookingId = response.json()._id;
    await t.runJobs();
    const messages = () =>
      t.db
        .select({ message: guestNotifications.message, status: guestNotifications.status })
        .from(guestNotifications)
        .where(eq(guestNotifications.bookingId, bookingId));
    expect(await messages()).toEqual([{ message: 'booking_confirmed', status: 'delivered' }]);
    const bell = await t.db
      .select({ source: staffNotifications.source, kind: staffNotifications.kind })
      .from(staffNotifications)
      .where(eq(staffNotifications.bookingId, bookingId));
    expect(bell).toEqual([{ source: 'public_page', kind: 'booking_received' }]);

    const confirm = await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers: bearerEn(scene.token, scene.hotel.id),
      payload: { id: bookingId, status: 'pending' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await t.runJobs();
    const after = (await messages()).map((row) => row.message).sort();
    expect(after).toEqual(['booking_confirmed', 'check_in']);
  });
});
