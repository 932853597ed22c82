import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestBooking, GuestBookingsResponse } from '@hotel/shared/contracts/guest-app';
import { hotels } from '../../db/schema';
import { bookingGuests, bookingHistory, bookings } from '../../db/schema-bookings';
import { guestRegistrations } from '../../db/schema-guest-app';
import { bearerEn } from '../../test/factories';
import { createBooking, postPayment } from '../../test/payment-factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { guestAppScene, guestsNamed } from './guest-app-test-scene';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Scene = Awaited<ReturnType<typeof guestAppScene>>;

async function signedIn(options: Parameters<typeof guestAppScene>[1] = {}) {
  const scene = await guestAppScene(t, options);
  return { ...scene, guestToken: await scene.signIn() };
}

/** Another booking of the scene's hotel with `mainGuest` on it, made by staff. */
function bookingFor(scene: Scene, mainGuest: string, stay: Record<string, unknown> = {}) {
  return createBooking(t.app, scene.token, scene.hotel.id, {
    roomType: scene.roomType.id,
    mainGuest,
    ...stay,
  });
}

describe('the signed-in guest', () => {
  it('GET …/guest answers the guest as the app shows them', async () => {
    const scene = await signedIn({ guest: { nationality: 'AT', birthDate: '1990-04-02' } });
    const response = await scene.call('GET', 'guest', { token: scene.guestToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: scene.guest.id,
      firstName: 'Anna',
      lastName: 'Weber',
      mobile: '0151 1234 5678',
      email: scene.guest.email,
      nationality: 'AT',
      birthDate: '1990-04-02',
      language: '',
    });
  });
});

describe('GET …/bookings', () => {
  it('lists active stays soonest first and history latest first, five to a page', async () => {
    const scene = await signedIn();
    const later = await bookingFor(scene, scene.guest.id, {
      arrival: '2031-07-01',
      departure: '2031-07-04',
    });
    const canceled = await bookingFor(scene, scene.guest.id, {
      arrival: '2031-08-01',
      departure: '2031-08-02',
    });
    await t.db.update(bookings).set({ status: 'canceled' }).where(eq(bookings.id, canceled._id));
    const past = await bookingFor(scene, scene.guest.id, {
      arrival: '2031-09-01',
      departure: '2031-09-02',
    });
    await t.db
      .update(bookings)
      .set({ arrival: '2020-03-01', departure: '2020-03-03' })
      .where(eq(bookings.id, past._id));
    // As co-guest of someone else's booking it is theirs too; a stranger's booking is not.
    const stranger = await createGuest(t.db, scene.hotel.id);
    const shared = await bookingFor(scene, stranger.id, {
      arrival: '2031-06-01',
      departure: '2031-06-02',
    });
    await t.db.insert(bookingGuests).values({ bookingId: shared._id, guestId: scene.guest.id });
    await bookingFor(scene, stranger.id, { arrival: '2031-05-10', departure: '2031-05-12' });

    const active = await scene.call('GET', 'bookings?bookingType=active', {
      token: scene.guestToken,
    });
    expect(active.statusCode).toBe(200);
    const activeBody = active.json<GuestBookingsResponse>();
    expect(activeBody.items.map((item) => item._id)).toEqual([
      scene.booking._id,
      shared._id,
      later._id,
    ]);
    expect(activeBody).toMatchObject({ total: 3, page: 1, limit: 5 });
    expect(activeBody.items[0]).toMatchObject({
      number: scene.booking.number,
      status: 'pending_confirmation',
      arrival: '2031-05-01',
      departure: '2031-05-03',
      nights: 2,
      roomType: { _id: scene.roomType.id, name: 'Double' },
      room: { _id: scene.rooms[0]!.id, number: '101' },
      selfCheckInCompleted: false,
    });

    const history = await scene.call('GET', 'bookings?bookingType=history', {
      token: scene.guestToken,
    });
    expect(
      history.json<GuestBookingsResponse>().items.map((item) => [item._id, item.status]),
    ).toEqual([
      [canceled._id, 'canceled'],
      [past._id, 'pending_confirmation'],
    ]);

    const page2 = await scene.call('GET', 'bookings?bookingType=active&limit=2&page=2', {
      token: scene.guestToken,
    });
    expect(page2.json<GuestBookingsResponse>()).toMatchObject({
      items: [{ _id: later._id }],
      total: 3,
      page: 2,
      limit: 2,
    });
  });

  it('refuses an unknown booking type and a limit out of bounds', async () => {
    const scene = await signedIn();
    const response = await scene.call('GET', 'bookings?bookingType=old', {
      token: scene.guestToken,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe('Invalid booking type');
    const tooMany = await scene.call('GET', 'bookings?bookingType=active&limit=500', {
      token: scene.guestToken,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET …/bookings/:id', () => {
  it('shows the stay with its guests, limits, payments and the code once access is granted', async () => {
    const scene = await signedIn();
    const response = await scene.call('GET', `bookings/${scene.booking._id}`, {
      token: scene.guestToken,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, scene.booking._id));
    expect(response.json<GuestBooking>()).toMatchObject({
      _id: scene.booking._id,
      status: 'pending_confirmation',
      adults: 1,
      kids: 0,
      guests: [{ _id: scene.guest.id, firstName: 'Anna', lastName: 'Weber', isMain: true }],
      // Up to three adults and two kids' places.
      maxGuests: 5,
      checkInTime: scene.hotel.setting.checkInTime,
      checkOutTime: scene.hotel.setting.checkOutTime,
      accessCode: row!.accessCode,
      accessGranted: true,
      accessMethod: 'code',
      price: scene.booking.price,
      paidAmount: 0,
      openAmount: scene.booking.price,
      currency: 'EUR',
      payments: [],
      selfCheckIn: {
        available: false,
        completed: false,
        registrationRequired: scene.hotel.setting.guestRegistrationRequired,
        registrationDone: false,
        paymentRequired: false,
      },
    });
  });

  it('hides the code while a payment that grants access is open, and shows pending_payment', async () => {
    const scene = await signedIn();
    const created = await postPayment(t.app, scene.token, scene.hotel.id, {
      booking: scene.booking._id,
      method: 'bank_transfer',
      amount: 5000,
      grantsRoomAccess: true,
    });
    expect(created.statusCode).toBe(201);
    const body = (
      await scene.call('GET', `bookings/${scene.booking._id}`, { token: scene.guestToken })
    ).json<GuestBooking>();
    expect(body).toMatchObject({
      status: 'pending_payment',
      accessCode: null,
      accessGranted: false,
      payments: [
        {
          status: 'new',
          method: 'bank_transfer',
          amount: 5000,
          grantsRoomAccess: true,
          paidAt: null,
          // The hotel does not take online payments.
          canPayOnline: false,
        },
      ],
      selfCheckIn: { paymentRequired: true },
    });
  });

  it('with self check-in offered: the code waits for it, and a registration on file shows', async () => {
    const scene = await signedIn({ setting: { self_check_in: true } });
    await t.db.insert(guestRegistrations).values({
      hotelId: scene.hotel.id,
      bookingId: scene.booking._id,
      guestId: scene.guest.id,
      arrival: '2031-05-01',
      departure: '2031-05-03',
      firstNames: 'Anna',
      lastName: 'Weber',
      birthDate: '1990-04-02',
      nationality: 'AT',
      documentNumber: 'P1234567',
      deleteAfter: '2032-05-03',
    });
    const url = `bookings/${scene.booking._id}`;
    const before = (await scene.call('GET', url, { token: scene.guestToken })).json<GuestBooking>();
    expect(before).toMatchObject({
      accessCode: null,
      accessGranted: false,
      selfCheckIn: { available: true, completed: false, registrationDone: true },
    });
    await t.db
      .update(bookings)
      .set({ selfCheckInCompleted: true })
      .where(eq(bookings.id, scene.booking._id));
    const after = (await scene.call('GET', url, { token: scene.guestToken })).json<GuestBooking>();
    expect(after).toMatchObject({ accessGranted: true, selfCheckIn: { completed: true } });
    expect(after.accessCode).toMatch(/^\d{6}$/);
  });
});

describe('self check-in for co-guests', () => {
  it('is not offered to a co-guest, only to the main guest', async () => {
    const scene = await signedIn({ setting: { self_check_in: true } });
    const stranger = await createGuest(t.db, scene.hotel.id);
    const theirs = await bookingFor(scene, stranger.id);
    await t.db.insert(bookingGuests).values({ bookingId: theirs._id, guestId: scene.guest.id });
    const asCoGuest = await scene.call('GET', `bookings/${theirs._id}`, {
      token: scene.guestToken,
    });
    expect(asCoGuest.statusCode).toBe(200);
    expect(asCoGuest.json<GuestBooking>().selfCheckIn.available).toBe(false);
    const own = await scene.call('GET', `bookings/${scene.booking._id}`, {
      token: scene.guestToken,
    });
    expect(own.json<GuestBooking>().selfCheckIn.available).toBe(true);
  });
});

describe('only the guest’s own hotel and bookings', () => {
  it('answers 404 for another guest’s booking and for an unknown id', async () => {
    const scene = await signedIn();
    const stranger = await createGuest(t.db, scene.hotel.id);
    const theirs = await bookingFor(scene, stranger.id);
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000']) {
      const response = await scene.call('GET', `bookings/${id}`, { token: scene.guestToken });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Booking not found');
      const coGuest = await scene.call('PUT', `bookings/${id}/guest`, {
        token: scene.guestToken,
        payload: { firstName: 'Max', lastName: 'Muster' },
      });
      expect(coGuest.statusCode).toBe(404);
    }
  });

  it('refuses a token of another hotel (403), no token (401) and a staff token (403)', async () => {
    const scene = await signedIn();
    const other = await signedIn();
    const foreign = await scene.call('GET', `bookings/${scene.booking._id}`, {
      token: other.guestToken,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await scene.call('GET', 'guest')).statusCode).toBe(401);
    expect((await scene.call('GET', 'guest', { token: scene.token })).statusCode).toBe(403);
  });

  it('a guest token opens no staff route', async () => {
    const scene = await signedIn();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/booking',
      headers: bearerEn(scene.guestToken, scene.hotel.id),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 403 once the hotel switches its guest app off', async () => {
    const scene = await signedIn();
    await t.db
      .update(hotels)
      .set({ guestApp: { enabled: false, accent_color: 'amber', template_image: [] } })
      .where(eq(hotels.id, scene.hotel.id));
    for (const url of ['guest', 'bookings?bookingType=active', `bookings/${scene.booking._id}`]) {
      const response = await scene.call('GET', url, { token: scene.guestToken });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(
        'The guest app of this hotel is switched off. Please contact the hotel.',
      );
    }
  });
});

describe('co-guests', () => {
  it('PUT …/guest adds a new guest of the hotel, recorded as done by the guest', async () => {
    const scene = await signedIn();
    const response = await scene.call('PUT', `bookings/${scene.booking._id}/guest`, {
      token: scene.guestToken,
      payload: { firstName: ' Max ', lastName: 'Muster-Co' },
    });
    expect(response.statusCode).toBe(200);
    const [coGuest] = await guestsNamed(t, scene.hotel.id, 'Muster-Co');
    expect(coGuest).toMatchObject({ firstName: 'Max' });
    expect(response.json<GuestBooking>().guests).toEqual([
      { _id: scene.guest.id, firstName: 'Anna', lastName: 'Weber', isMain: true },
      { _id: coGuest!.id, firstName: 'Max', lastName: 'Muster-Co', isMain: false },
    ]);
    const history = await t.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, scene.booking._id));
    expect(history.find((entry) => entry.action === 'guest_added')).toMatchObject({
      actorKind: 'guest',
      actorId: scene.guest.id,
      userName: 'Anna Weber',
    });
  });

  it('refuses a guest beyond the room type’s occupancy and keeps no stray guest row', async () => {
    const scene = await signedIn();
    const add = (lastName: string) =>
      scene.call('PUT', `bookings/${scene.booking._id}/guest`, {
        token: scene.guestToken,
        payload: { firstName: 'Kid', lastName },
      });
    for (const name of ['Two', 'Three', 'Four', 'Five'])
      expect((await add(name)).statusCode).toBe(200);
    const full = await add('Six');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This room holds at most 5 guests');
    expect(await guestsNamed(t, scene.hotel.id, 'Six')).toEqual([]);
  });

  it('refuses a name missing and changes on a canceled stay', async () => {
    const scene = await signedIn();
    const url = `bookings/${scene.booking._id}/guest`;
    const missing = await scene.call('PUT', url, {
      token: scene.guestToken,
      payload: { firstName: '', lastName: 'X' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toMatchObject({ path: 'firstName' });
    await t.db
      .update(bookings)
      .set({ status: 'canceled' })
      .where(eq(bookings.id, scene.booking._id));
    const closed = await scene.call('PUT', url, {
      token: scene.guestToken,
      payload: { firstName: 'Max', lastName: 'Closed' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      'This stay is over or canceled and can no longer be changed',
    );
    expect(await guestsNamed(t, scene.hotel.id, 'Closed')).toEqual([]);
  });

  it('DELETE …/guest/:guestId removes a co-guest but never the main guest', async () => {
    const scene = await signedIn();
    const added = await scene.call('PUT', `bookings/${scene.booking._id}/guest`, {
      token: scene.guestToken,
      payload: { firstName: 'Max', lastName: 'Removed' },
    });
    const coGuest = added.json<GuestBooking>().guests[1]!;
    const removed = await scene.call(
      'DELETE',
      `bookings/${scene.booking._id}/guest/${coGuest._id}`,
      {
        token: scene.guestToken,
      },
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<GuestBooking>().guests.map((guest) => guest._id)).toEqual([scene.guest.id]);
    const main = await scene.call(
      'DELETE',
      `bookings/${scene.booking._id}/guest/${scene.guest.id}`,
      {
        token: scene.guestToken,
      },
    );
    expect(main.statusCode).toBe(409);
    expect(main.json().message).toBe(
      'The main guest cannot be removed. Make another guest the main guest first.',
    );
  });
});

describe('co-guests, at the edges', () => {
  it('a co-guest cannot take themselves off the booking they are looking at', async () => {
    const scene = await signedIn();
    const stranger = await createGuest(t.db, scene.hotel.id);
    const theirs = await bookingFor(scene, stranger.id);
    await t.db.insert(bookingGuests).values({ bookingId: theirs._id, guestId: scene.guest.id });
    const response = await scene.call('DELETE', `bookings/${theirs._id}/guest/${scene.guest.id}`, {
      token: scene.guestToken,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You cannot remove yourself from the booking. Please contact the hotel.',
    );
    const german = await scene.call('DELETE', `bookings/${theirs._id}/guest/${scene.guest.id}`, {
      token: scene.guestToken,
      language: 'de',
    });
    expect(german.json().message).toContain('Sie können sich nicht selbst');
  });

  it('two guests added at once for the last place: one is taken, the other refused', async () => {
    const scene = await signedIn();
    const add = (lastName: string) =>
      scene.call('PUT', `bookings/${scene.booking._id}/guest`, {
        token: scene.guestToken,
        payload: { firstName: 'Race', lastName },
      });
    for (const name of ['RaceA', 'RaceB', 'RaceC']) expect((await add(name)).statusCode).toBe(200);
    const answers = await Promise.all([add('RaceLast1'), add('RaceLast2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const onBooking = await t.db
      .select()
      .from(bookingGuests)
      .where(eq(bookingGuests.bookingId, scene.booking._id));
    expect(onBooking).toHaveLength(5);
    const strays = [
      ...(await guestsNamed(t, scene.hotel.id, 'RaceLast1')),
      ...(await guestsNamed(t, scene.hotel.id, 'RaceLast2')),
    ];
    expect(strays).toHaveLength(1);
  });
});

describe('PUT …/switch_access_method', () => {
  it('refuses opening from the app where no door opens from it; a bad body gets a field message', async () => {
    const scene = await signedIn();
    const url = `bookings/${scene.booking._id}/switch_access_method`;
    const response = await scene.call('PUT', url, {
      token: scene.guestToken,
      payload: { method: 'app' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This hotel has no doors that open from the app. Please use the access code.',
    );
    const bad = await scene.call('PUT', url, { token: scene.guestToken, payload: { method: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});
