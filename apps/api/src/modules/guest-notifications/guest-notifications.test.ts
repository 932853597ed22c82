import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, bearerEn, createMember, loginAs } from '../../test/factories';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationScene } from './notification-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/guest_notification';

describe('POST /api/guest_notification', () => {
  it('refuses a call without booking, guest or gateway with the spec’s messages in English and German', async () => {
    const scene = await notificationScene(t);
    const en = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: scene.headers,
      payload: {},
    });
    expect(en.statusCode).toBe(400);
    expect(
      en
        .json()
        .issues.map((issue: { path: string; message: string }) => [issue.path, issue.message]),
    ).toEqual([
      ['bookingId', 'Booking ID is required to create a guest notification'],
      ['guestId', 'Guest ID is required to create a guest notification'],
      ['gateway', 'Gateway is required to create a guest notification'],
    ]);
    const de = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(scene.token, scene.hotel.id),
      payload: {},
    });
    expect(de.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      'Die Buchungs-ID ist erforderlich, um eine Gastbenachrichtigung zu erstellen',
      'Die Gast-ID ist erforderlich, um eine Gastbenachrichtigung zu erstellen',
      'Der Versandweg ist erforderlich, um eine Gastbenachrichtigung zu erstellen',
    ]);
  });

  it('sends now: answers 201 while sending, then the booking lists it delivered with who sent it', async () => {
    const scene = await notificationScene(t, {
      guest: { language: 'en', firstName: 'Ann', lastName: 'Lee' },
    });
    await scene.confirm();
    const response = await scene.call('POST', URL, {
      bookingId: scene.booking._id,
      guestId: scene.guest.id,
      gateway: 'email',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      bookingId: scene.booking._id,
      guestId: scene.guest.id,
      guestName: 'Ann Lee',
      message: 'check_in',
      gateway: 'email',
      language: 'en',
      status: 'sending',
      reason: null,
      recipient: scene.guest.email,
      provider: 'outbox',
      createdByName: 'Test User',
      resendOf: null,
    });
    await t.runJobs();
    const list = await scene.call('GET', `${URL}?bookingId=${scene.booking._id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.slice(0, 1)).toEqual([
      expect.objectContaining({
        _id: response.json()._id,
        status: 'delivered',
        deliveredAt: expect.any(String),
      }),
    ]);
    // Only the scheduled check-in information checks the guest in (spec §4); a person's
    // "Send now" leaves the status to the desk.
    expect((await scene.call('GET', `/api/booking/${scene.booking._id}`)).json().status).toBe(
      'pending',
    );
  });

  it('sends a canceled or completed stay only its cancellation, in the caller’s language', async () => {
    const scene = await notificationScene(t);
    await scene.status('canceled');
    const payload = { bookingId: scene.booking._id, guestId: scene.guest.id, gateway: 'email' };
    const checkIn = await scene.call('POST', URL, { ...payload, message: 'check_in' });
    expect(checkIn.statusCode).toBe(409);
    expect(checkIn.json().message).toBe(
      `Booking ${scene.booking.number} is canceled: only the cancellation message can still go to its guest`,
    );
    const german = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...scene.headers, 'accept-language': 'de' },
      payload: { ...payload, message: 'access_code_reset' },
    });
    expect(german.json().message).toBe(
      `Buchung ${scene.booking.number} ist storniert: An ihren Gast kann nur noch die Stornierung gehen`,
    );
    const cancellation = await scene.call('POST', URL, { ...payload, message: 'booking_canceled' });
    expect(cancellation.statusCode).toBe(201);
  });

  it('answers unsent with the reason when the guest has no email or the gateway is off, never 500', async () => {
    const scene = await notificationScene(t, { guest: { email: '' } });
    const payload = {
      bookingId: scene.booking._id,
      guestId: scene.guest.id,
      message: 'booking_confirmed',
    };
    const email = await scene.call('POST', URL, { ...payload, gateway: 'email' });
    expect(email.statusCode).toBe(201);
    expect(email.json()).toMatchObject({ status: 'unsent', reason: 'no_email', recipient: '' });
    const sms = await scene.call('POST', URL, { ...payload, gateway: 'sms' });
    expect(sms.json()).toMatchObject({ status: 'unsent', reason: 'disabled' });
  });

  it('refuses a guest who is not on the booking', async () => {
    const scene = await notificationScene(t);
    const stranger = await createGuest(t.db, scene.hotel.id);
    const response = await scene.call('POST', URL, {
      bookingId: scene.booking._id,
      guestId: stranger.id,
      gateway: 'email',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This guest is not on the booking');
  });

  it('resends as a new notification; another hotel’s notification is not found', async () => {
    const scene = await notificationScene(t);
    const first = await scene.call('POST', URL, {
      bookingId: scene.booking._id,
      guestId: scene.guest.id,
      gateway: 'email',
      message: 'booking_confirmed',
    });
    const resent = await scene.call('POST', `${URL}/${first.json()._id}`);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({
      resendOf: first.json()._id,
      message: 'booking_confirmed',
      gateway: 'email',
      guestId: scene.guest.id,
    });
    expect(resent.json()._id).not.toBe(first.json()._id);
    const list = (await scene.call('GET', `${URL}?bookingId=${scene.booking._id}`)).json();
    expect(list.items.map((item: { _id: string }) => item._id)).toEqual([
      resent.json()._id,
      first.json()._id,
    ]);

    const other = await notificationScene(t);
    const foreign = await other.call('POST', `${URL}/${first.json()._id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Guest notification not found');
    const foreignList = await other.call('GET', `${URL}?bookingId=${scene.booking._id}`);
    expect(foreignList.statusCode).toBe(404);
  });

  it('needs manageBookings to send and viewBookings to list', async () => {
    const scene = await notificationScene(t);
    const viewer = await loginAs(t.app, await createMember(t.db, scene.hotel.id, ['viewBookings']));
    const nobody = await loginAs(t.app, await createMember(t.db, scene.hotel.id, []));
    const payload = { bookingId: scene.booking._id, guestId: scene.guest.id, gateway: 'email' };
    const send = (token: string) =>
      t.app.inject({ method: 'POST', url: URL, headers: bearerEn(token, scene.hotel.id), payload });
    const list = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${URL}?bookingId=${scene.booking._id}`,
        headers: bearerEn(token, scene.hotel.id),
      });
    expect((await send(viewer)).statusCode).toBe(403);
    expect((await list(viewer)).statusCode).toBe(200);
    expect((await list(nobody)).statusCode).toBe(403);
  });

  it('lists only with a booking id (message in English and German)', async () => {
    const scene = await notificationScene(t);
    const en = await scene.call('GET', URL);
    expect(en.statusCode).toBe(400);
    expect(en.json().issues[0].message).toBe(
      'Booking ID is required to create a guest notification',
    );
    const de = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: bearer(scene.token, scene.hotel.id),
    });
    expect(de.json().issues[0].message).toBe(
      'Die Buchungs-ID ist erforderlich, um eine Gastbenachrichtigung zu erstellen',
    );
  });
});
