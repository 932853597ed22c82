import { and, eq } from 'drizzle-orm';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, domainEvents } from '../../db/schema-bookings';
import { guestRegistrations } from '../../db/schema-guest-app';
import { bearerEn } from '../../test/factories';
import { postPayment } from '../../test/payment-factories';
import { createBookingScene } from '../../test/reservation-factories';
import {
  britishDetails,
  britishForm,
  guestToken,
  selfCheckInScene,
} from '../../test/self-check-in-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const registrationsOf = (bookingId: string) =>
  t.db.select().from(guestRegistrations).where(eq(guestRegistrations.bookingId, bookingId));

describe('self check-in of a foreign guest', () => {
  it('checks the details, takes the form, completes, and the history names the guest', async () => {
    const scene = await selfCheckInScene(t);
    const details = await scene.step('PUT', 'guest', britishDetails);
    expect(details.statusCode).toBe(204);
    expect(await scene.mainGuest()).toMatchObject({
      firstName: 'Emily',
      lastName: 'Clarke',
      email: 'emily.clarke@example.com',
      nationality: 'GB',
    });

    const early = await scene.step('POST', 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Please fill in the registration form first (step 2)');

    expect((await scene.step('PUT', 'registration', britishForm)).statusCode).toBe(204);
    // A corrected form replaces the first.
    const corrected = { ...britishForm, documentNumber: '533401373' };
    expect((await scene.step('PUT', 'registration', corrected)).statusCode).toBe(204);
    const forms = await registrationsOf(scene.booking._id);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      guestId: scene.guest.id,
      arrival: '2031-05-01',
      departure: '2031-05-03',
      firstNames: 'Emily Rose',
      nationality: 'GB',
      documentNumber: '533401373',
      companionCount: 2,
      companionNationalities: ['GB', 'FR'],
      deleteAfter: '2032-05-03',
    });

    const completed = await scene.step('POST', 'complete');
    expect(completed.statusCode).toBe(204);
    const booking = await scene.readBooking();
    expect(booking.selfCheckInCompleted).toBe(true);
    expect(booking.history[0]).toMatchObject({
      action: 'self_check_in',
      actor: { kind: 'guest', name: 'Emily Clarke' },
      user: null,
      changes: [{ field: 'selfCheckInCompleted', from: false, to: true }],
    });
    const events = await t.db
      .select()
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.hotelId, scene.hotel.id),
          eq(domainEvents.type, 'booking.self_check_in_changed'),
        ),
      );
    expect(events).toHaveLength(1);
    // Ids and flags only: nothing personal in the event.
    expect(JSON.stringify(events[0]!.payload)).not.toContain('Clarke');

    for (const [method, path, payload] of [
      ['PUT', 'guest', britishDetails],
      ['PUT', 'registration', britishForm],
      ['POST', 'complete', undefined],
    ] as const) {
      const again = await scene.step(method, path, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Self check-in is already completed');
    }
  });

  it('refuses a birth date in the future and a missing field, in the guest’s language, and stores nothing', async () => {
    const scene = await selfCheckInScene(t);
    await scene.step('PUT', 'guest', britishDetails);
    const future = { ...britishForm, birthDate: addDays(todayIn('Europe/Berlin'), 2) };
    const english = await scene.step('PUT', 'registration', future);
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toMatchObject([
      { path: 'birthDate', message: 'The date of birth cannot be in the future' },
    ]);
    const german = await scene.step('PUT', 'registration', future, {
      authorization: `Bearer ${scene.mainGuestToken}`,
      'accept-language': 'de',
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().issues[0].path).toBe('birthDate');
    expect(german.json().issues[0].message).not.toBe(english.json().issues[0].message);
    const missing = await scene.step('PUT', 'registration', {
      ...britishForm,
      documentNumber: ' ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toMatchObject([
      { path: 'documentNumber', message: 'The ID or passport number is required' },
    ]);
    const unknownCountry = await scene.step('PUT', 'guest', {
      ...britishDetails,
      nationality: 'XX',
    });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json().issues).toMatchObject([{ path: 'nationality' }]);
    expect(await registrationsOf(scene.booking._id)).toEqual([]);
    expect((await scene.mainGuest()).nationality).toBe('GB');
  });

  it('completes with a payment that grants room access still open (the guest may pay later)', async () => {
    const scene = await selfCheckInScene(t, { registrationRequired: false });
    await scene.step('PUT', 'guest', britishDetails);
    const payment = await postPayment(t.app, scene.token, scene.hotel.id, {
      booking: scene.booking._id,
      method: 'cash',
      amount: 20000,
      grantsRoomAccess: true,
    });
    expect(payment.statusCode).toBe(201);
    expect((await scene.step('POST', 'complete')).statusCode).toBe(204);
    expect((await scene.readBooking()).selfCheckInCompleted).toBe(true);
  });
});

describe('self check-in of a German guest', () => {
  it('skips the registration form and completes without one', async () => {
    const scene = await selfCheckInScene(t);
    await scene.step('PUT', 'guest', { ...britishDetails, nationality: 'DE' });
    const form = await scene.step('PUT', 'registration', { ...britishForm, nationality: 'DE' });
    expect(form.statusCode).toBe(400);
    expect(form.json().issues).toMatchObject([
      { path: 'nationality', message: 'No registration form is needed for this stay' },
    ]);
    expect(await registrationsOf(scene.booking._id)).toEqual([]);
    expect((await scene.step('POST', 'complete')).statusCode).toBe(204);
  });
});

describe('self check-in steps are refused', () => {
  it('before the guest gave a nationality (step 1)', async () => {
    const scene = await selfCheckInScene(t);
    const response = await scene.step('POST', 'complete');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Please check your details first (step 1)');
    expect((await scene.readBooking()).selfCheckInCompleted).toBe(false);
  });

  it('where the hotel does not ask for the form: no form, and completing needs none', async () => {
    const scene = await selfCheckInScene(t, { registrationRequired: false });
    await scene.step('PUT', 'guest', britishDetails);
    const form = await scene.step('PUT', 'registration', britishForm);
    expect(form.statusCode).toBe(400);
    expect(form.json().message).toBe('No registration form is needed for this stay');
    expect((await scene.step('POST', 'complete')).statusCode).toBe(204);
  });

  it('where the hotel does not offer self check-in, or the stay is canceled or over', async () => {
    const off = await selfCheckInScene(t, { selfCheckIn: false });
    const unavailable = 'This hotel does not offer self check-in for this stay';
    const offResponse = await off.step('PUT', 'guest', britishDetails);
    expect(offResponse.statusCode).toBe(409);
    expect(offResponse.json().message).toBe(unavailable);
    expect((await off.mainGuest()).nationality).toBe('');

    const canceled = await selfCheckInScene(t);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/api/booking/status',
      headers: canceled.headers,
      payload: { id: canceled.booking._id, status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await canceled.step('POST', 'complete')).json().message).toBe(unavailable);

    const over = await selfCheckInScene(t);
    const today = todayIn('Europe/Berlin');
    await t.db
      .update(bookings)
      .set({ arrival: addDays(today, -4), departure: addDays(today, -2) })
      .where(eq(bookings.id, over.booking._id));
    const late = await over.step('PUT', 'guest', britishDetails);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(unavailable);
  });
});

describe('who may do the self check-in', () => {
  it('only the booking’s main guest: another guest and a co-guest get 404', async () => {
    const scene = await selfCheckInScene(t);
    const stranger = await scene.otherGuest();
    const asStranger = { authorization: `Bearer ${guestToken(scene.hotel.id, stranger.id)}` };
    const foreign = await scene.step('PUT', 'guest', britishDetails, asStranger);
    expect(foreign.statusCode).toBe(404);

    const coGuest = await scene.otherGuest();
    const added = await scene.call('POST', `/api/booking/${scene.booking._id}/guest`, {
      guest: coGuest.id,
    });
    expect(added.statusCode).toBe(200);
    const asCoGuest = {
      authorization: `Bearer ${guestToken(scene.hotel.id, coGuest.id)}`,
      'accept-language': 'en',
    };
    for (const [method, path, payload] of [
      ['PUT', 'guest', britishDetails],
      ['PUT', 'registration', britishForm],
      ['POST', 'complete', undefined],
    ] as const) {
      const response = await scene.step(method, path, payload, asCoGuest);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Booking not found');
    }
    expect((await scene.mainGuest()).nationality).toBe('');
    expect((await scene.readBooking()).selfCheckInCompleted).toBe(false);
  });

  it('a guest of another hotel, staff and callers without a token are refused', async () => {
    const scene = await selfCheckInScene(t);
    const other = await createBookingScene(t);
    const otherHotelsGuest = guestToken(other.hotel.id, other.guest.id);
    const crossed = await scene.step('PUT', 'guest', britishDetails, {
      authorization: `Bearer ${otherHotelsGuest}`,
    });
    expect(crossed.statusCode).toBe(403);
    const staff = await scene.step('PUT', 'guest', britishDetails, bearerEn(scene.token));
    expect(staff.statusCode).toBe(403);
    const anonymous = await scene.step('PUT', 'guest', britishDetails, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await scene.mainGuest()).nationality).toBe('');
  });
});

describe('self check-in while the guest app is switched off', () => {
  it('refuses every step with 403 and changes nothing', async () => {
    const scene = await selfCheckInScene(t, { guestApp: false });
    for (const [method, path, payload] of [
      ['PUT', 'guest', britishDetails],
      ['PUT', 'registration', britishForm],
      ['POST', 'complete', undefined],
    ] as const) {
      const response = await scene.step(method, path, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'The guest app of this hotel is switched off. Please contact the hotel.',
      );
    }
    expect((await scene.mainGuest()).nationality).toBe('');
    expect(await registrationsOf(scene.booking._id)).toHaveLength(0);
    expect((await scene.readBooking()).selfCheckInCompleted).toBe(false);
  });
});

describe('step 1’s email', () => {
  it('refuses a malformed email (de + en) and changes nothing', async () => {
    const scene = await selfCheckInScene(t);
    const stored = (await scene.mainGuest()).email;
    const bad = { ...britishDetails, email: 'not-an-email' };
    const response = await scene.step('PUT', 'guest', bad);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Please enter a valid email address');
    const german = await scene.step('PUT', 'guest', bad, {
      authorization: `Bearer ${scene.mainGuestToken}`,
      'accept-language': 'de',
    });
    expect(german.statusCode).toBe(400);
    expect(JSON.stringify(german.json())).not.toContain('Please enter a valid email address');
    expect(await scene.mainGuest()).toMatchObject({ email: stored, nationality: '' });
  });

  it('left out or empty keeps the stored email', async () => {
    const scene = await selfCheckInScene(t);
    expect((await scene.step('PUT', 'guest', britishDetails)).statusCode).toBe(204);
    const { email: _email, ...withoutEmail } = britishDetails;
    expect((await scene.step('PUT', 'guest', withoutEmail)).statusCode).toBe(204);
    expect((await scene.mainGuest()).email).toBe('emily.clarke@example.com');
    const empty = { ...britishDetails, lastName: 'Clarke-Hill', email: '  ' };
    expect((await scene.step('PUT', 'guest', empty)).statusCode).toBe(204);
    expect(await scene.mainGuest()).toMatchObject({
      lastName: 'Clarke-Hill',
      email: 'emily.clarke@example.com',
    });
  });
});
