import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn, addDays } from '@hotel/shared/stay-dates';
import { bookingHistory, bookings } from '../../db/schema-bookings';
import { staffNotifications } from '../../db/schema-notifications';
import { createGuest } from '../../test/reservation-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationScene } from './notification-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);
const pick = <T extends Record<string, unknown>>(rows: T[], ...keys: (keyof T)[]) =>
  rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));

describe('scheduling guest notifications from booking events', () => {
  it('confirming sends the confirmation at once and schedules check-in 24 hours before 15:00 Berlin time', async () => {
    const scene = await notificationScene(t, {
      guest: { firstName: 'Jörg', lastName: 'Müller', gender: 'mr' },
    });
    expect(await scene.rows()).toEqual([]);
    await scene.confirm();
    const rows = await scene.rows();
    expect(pick(rows, 'message', 'gateway', 'status', 'language', 'provider')).toEqual([
      {
        message: 'booking_confirmed',
        gateway: 'email',
        status: 'delivered',
        language: 'de',
        provider: 'outbox',
      },
      {
        message: 'check_in',
        gateway: 'email',
        status: 'scheduled',
        language: 'de',
        provider: null,
      },
    ]);
    // 1 May 2031 15:00 CEST = 13:00 UTC, 24 hours earlier.
    expect(rows[1]!.scheduledFor).toEqual(at('2031-04-30T13:00:00Z'));
    expect(rows[0]).toMatchObject({
      recipient: scene.guest.email,
      subject: `Ihre Buchung ${scene.booking.number} im ${scene.hotel.name} ist bestätigt`,
    });
    expect(rows[0]!.body).toContain('Sehr geehrter Herr Müller,');
    expect(rows[0]!.body).toContain('Anreise: 01.05.2031 ab 15:00 Uhr');
  });

  it('sends the check-in information at its time, once, and checks the guest in once', async () => {
    const scene = await notificationScene(t);
    await scene.confirm();
    await scene.dispatchAt(at('2031-04-30T12:59:59Z'));
    expect((await scene.row('check_in'))!.status).toBe('scheduled');
    await scene.dispatchAt(at('2031-04-30T13:00:00Z'));
    await scene.dispatchAt(at('2031-04-30T13:05:00Z'));
    const checkIn = (await scene.row('check_in'))!;
    expect(checkIn).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(checkIn.body).toContain(`Ihr Zugangscode: `);
    expect(checkIn.body).toContain(`http://pms.test/guest_app/${scene.hotel.symbolCode}`);
    const booking = await scene.call('GET', `/api/booking/${scene.booking._id}`);
    expect(booking.json().status).toBe('checked_in');
    const checkIns = await t.db
      .select()
      .from(bookingHistory)
      .where(
        and(eq(bookingHistory.bookingId, scene.booking._id), eq(bookingHistory.action, 'status')),
      );
    expect(checkIns.map((entry) => [entry.actorKind, entry.userName])).toEqual([
      ['staff', 'Test User'],
      ['system', 'scheduler'],
    ]);
  });

  it('counts real hours across the spring clock change (arrival on 30 March 2031)', async () => {
    const scene = await notificationScene(t, { arrival: '2031-03-30', departure: '2031-04-01' });
    await scene.confirm();
    const checkIn = (await scene.rows()).find((row) => row.message === 'check_in')!;
    // 15:00 CEST on 30 March = 13:00 UTC; 24 hours earlier it is 14:00 CET on 29 March.
    expect(checkIn.scheduledFor).toEqual(at('2031-03-29T13:00:00Z'));
  });

  it('moving the booking moves its check-in information; canceling cancels it and says so', async () => {
    const scene = await notificationScene(t);
    await scene.confirm();
    const booking = (await scene.call('GET', `/api/booking/${scene.booking._id}`)).json();
    const moved = await scene.call('PATCH', `/api/booking/${scene.booking._id}/placement`, {
      roomType: scene.roomType.id,
      room: scene.rooms[1]!.id,
      arrival: '2031-05-10',
      departure: '2031-05-12',
      version: booking.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.runJobs();
    expect(pick(await scene.rows(), 'message', 'status', 'scheduledFor')).toEqual([
      { message: 'booking_confirmed', status: 'delivered', scheduledFor: expect.any(Date) },
      { message: 'check_in', status: 'canceled', scheduledFor: at('2031-04-30T13:00:00Z') },
      { message: 'check_in', status: 'scheduled', scheduledFor: at('2031-05-09T13:00:00Z') },
    ]);

    await scene.status('canceled');
    const rows = await scene.rows();
    expect(rows.filter((row) => row.status === 'scheduled')).toEqual([]);
    const canceled = rows.find((row) => row.message === 'booking_canceled')!;
    expect(canceled).toMatchObject({ status: 'delivered', gateway: 'email' });
    expect(canceled.body).toContain('wurde storniert');
    // Nothing left to send at the old or new time.
    await scene.dispatchAt(at('2031-05-09T13:00:00Z'));
    expect((await scene.rows()).filter((row) => row.message === 'check_in')).toEqual([
      expect.objectContaining({ status: 'canceled' }),
      expect.objectContaining({ status: 'canceled' }),
    ]);
  });

  it('sends the check-in information to whoever is the main guest then, in their language', async () => {
    const scene = await notificationScene(t);
    await scene.confirm();
    const partner = await createGuest(t.db, scene.hotel.id, {
      firstName: 'Anna',
      lastName: 'Smith',
      gender: 'ms',
      language: 'en',
    });
    const made = await scene.call('PUT', `/api/booking/${scene.booking._id}/guest`, {
      guest: partner.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    await scene.dispatchAt(at('2031-04-30T13:00:00Z'));
    const checkIn = (await scene.row('check_in'))!;
    expect(checkIn).toMatchObject({
      status: 'delivered',
      guestId: partner.id,
      recipient: partner.email,
      language: 'en',
    });
    expect(checkIn.body).toContain('Dear Ms Smith,');
  });

  it('changing the hours in advance moves the check-in information still waiting', async () => {
    const scene = await notificationScene(t);
    await scene.confirm();
    const settings = (await scene.call('GET', '/api/settings/notifications')).json();
    const saved = await scene.call('PUT', '/api/settings/notifications', {
      languages: settings.languages,
      emailEnabled: settings.emailEnabled,
      smsEnabled: settings.smsEnabled,
      hoursInAdvance: 48,
      sendResetCode: settings.sendResetCode,
      allowedCountries: settings.allowedCountries,
      smsSender: settings.smsSender,
      templates: settings.templates,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      pick(
        (await scene.rows()).filter((row) => row.message === 'check_in'),
        'status',
        'scheduledFor',
      ),
    ).toEqual([
      { status: 'scheduled', scheduledFor: at('2031-04-29T13:00:00Z') },
      { status: 'canceled', scheduledFor: at('2031-04-30T13:00:00Z') },
    ]);
  });

  it('switching SMS on later gives stays already confirmed their check-in SMS', async () => {
    const scene = await notificationScene(t, { guest: { mobile: '+4915112345678' } });
    await scene.confirm();
    expect((await scene.rows()).map((row) => row.gateway)).toEqual(['email', 'email']);
    const settings = (await scene.call('GET', '/api/settings/notifications')).json();
    const saved = await scene.call('PUT', '/api/settings/notifications', {
      languages: settings.languages,
      emailEnabled: settings.emailEnabled,
      smsEnabled: true,
      hoursInAdvance: settings.hoursInAdvance,
      sendResetCode: settings.sendResetCode,
      allowedCountries: settings.allowedCountries,
      smsSender: settings.smsSender,
      templates: settings.templates,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const checkIns = (await scene.rows()).filter((row) => row.message === 'check_in');
    // 30 April 2031 15:00 CEST: outside the quiet hours, so the SMS goes with the email.
    expect(pick(checkIns, 'gateway', 'status', 'scheduledFor')).toEqual([
      { gateway: 'email', status: 'scheduled', scheduledFor: at('2031-04-30T13:00:00Z') },
      { gateway: 'sms', status: 'scheduled', scheduledFor: at('2031-04-30T13:00:00Z') },
    ]);
  });

  it('a due message whose booking was canceled meanwhile is not sent, even before the event is handled', async () => {
    const scene = await notificationScene(t);
    await scene.confirm();
    // The cancel's event not handled yet: only the booking row says it.
    await t.db
      .update(bookings)
      .set({ status: 'canceled' })
      .where(eq(bookings.id, scene.booking._id));
    await scene.dispatchAt(at('2031-04-30T13:00:00Z'));
    expect((await scene.row('check_in'))!.status).toBe('canceled');
  });

  it('a stay that got its check-in information without a room does not get it again when a room is assigned', async () => {
    const tomorrow = addDays(todayIn('Europe/Berlin'), 1);
    const scene = await notificationScene(t, {
      arrival: tomorrow,
      departure: addDays(tomorrow, 2),
      withoutRoom: true,
      settings: { hoursInAdvance: 72 },
    });
    await scene.confirm();
    await t.runJobs();
    // Sent at once (due 72 hours ahead), and the booking stays pending: it has no room.
    expect((await scene.row('check_in'))!.status).toBe('delivered');
    const moved = await scene.call('PATCH', `/api/booking/${scene.booking._id}/placement`, {
      roomType: scene.roomType.id,
      room: scene.rooms[0]!.id,
      arrival: tomorrow,
      departure: addDays(tomorrow, 2),
      version: (await scene.call('GET', `/api/booking/${scene.booking._id}`)).json().version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.runJobs();
    const checkIns = (await scene.rows()).filter((row) => row.message === 'check_in');
    expect(checkIns.map((row) => row.status)).toEqual(['delivered']);
  });

  it('checking in at the desk cancels the check-in information', async () => {
    const scene = await notificationScene(t);
    await scene.confirm();
    await scene.status('checked_in');
    const checkIn = (await scene.rows()).find((row) => row.message === 'check_in')!;
    expect(checkIn.status).toBe('canceled');
  });

  it('holds an SMS due in the quiet hours until 08:00 hotel time, while the email goes at 21:00', async () => {
    const scene = await notificationScene(t, {
      guest: { mobile: '+49 151 23456789', language: 'en' },
      settings: { smsEnabled: true, hoursInAdvance: 18 },
    });
    await scene.confirm();
    const checkIns = (await scene.rows()).filter((row) => row.message === 'check_in');
    expect(pick(checkIns, 'gateway', 'scheduledFor', 'language')).toEqual([
      // 15:00 CEST on 1 May minus 18 hours: 21:00 on 30 April.
      { gateway: 'email', scheduledFor: at('2031-04-30T19:00:00Z'), language: 'en' },
      // The SMS waits for 08:00 CEST on 1 May.
      { gateway: 'sms', scheduledFor: at('2031-05-01T06:00:00Z'), language: 'en' },
    ]);
    // The confirmation SMS goes now, or at 08:00 when now is in the quiet hours.
    const confirmedSms = (await scene.row('booking_confirmed', 'sms'))!;
    await scene.dispatchAt(confirmedSms.scheduledFor);
    expect(await scene.row('booking_confirmed', 'sms')).toMatchObject({
      status: 'delivered',
      recipient: '+4915123456789',
      provider: 'outbox',
      subject: null,
    });
    expect((await scene.row('booking_confirmed', 'sms'))!.body).toBe(
      `${scene.hotel.name}: Your booking ${scene.booking.number} from 01.05.2031 to 03.05.2031 is confirmed. We look forward to seeing you!`,
    );
  });

  it('a booking confirmed after its check-in time was due gets the message at once', async () => {
    const tomorrow = addDays(todayIn('Europe/Berlin'), 1);
    const scene = await notificationScene(t, {
      arrival: tomorrow,
      departure: addDays(tomorrow, 2),
      settings: { hoursInAdvance: 72 },
    });
    await scene.confirm();
    const checkIn = (await scene.rows()).find((row) => row.message === 'check_in')!;
    expect(checkIn.status).toBe('delivered');
    expect(checkIn.scheduledFor.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a stay whose arrival day is over gets no check-in information and is not checked in', async () => {
    const yesterday = addDays(todayIn('Europe/Berlin'), -1);
    const scene = await notificationScene(t, {
      arrival: yesterday,
      departure: addDays(yesterday, 3),
    });
    await scene.confirm();
    const rows = await scene.rows();
    expect(rows.map((row) => row.message)).toEqual(['booking_confirmed']);
    await t.runJobs();
    const booking = await scene.call('GET', `/api/booking/${scene.booking._id}`);
    expect(booking.json<{ status: string }>().status).toBe('pending');
  });

  it('records a reset code as unsent when the hotel does not send reset codes', async () => {
    const scene = await notificationScene(t, { settings: { sendResetCode: false } });
    const reset = await scene.call('PUT', `/api/booking/code/${scene.booking._id}`, {
      reset: true,
    });
    expect(reset.statusCode).toBe(200);
    await t.runJobs();
    expect(pick(await scene.rows(), 'message', 'status', 'reason')).toEqual([
      { message: 'access_code_reset', status: 'unsent', reason: 'reset_code_disabled' },
    ]);
  });

  it('a guest without email gets unsent/no_email; an invalid one fails and rings the bell', async () => {
    const none = await notificationScene(t, { guest: { email: '' } });
    await none.confirm();
    expect((await none.rows())[0]).toMatchObject({ status: 'unsent', reason: 'no_email' });

    const invalid = await notificationScene(t, { guest: { email: 'not-an-address' } });
    await invalid.confirm();
    const [row] = await invalid.rows();
    expect(row).toMatchObject({ status: 'failed', reason: 'invalid_email' });
    const bell = await t.db
      .select()
      .from(staffNotifications)
      .where(eq(staffNotifications.guestNotificationId, row!.id));
    expect(bell).toHaveLength(1);
  });

  it('three dispatchers running at once take every due message exactly once', async () => {
    const scenes = await Promise.all([1, 2, 3, 4].map(() => notificationScene(t)));
    for (const scene of scenes) await scene.confirm();
    const due = at('2031-04-30T13:00:00Z');
    const taken = await Promise.all(
      scenes.slice(0, 3).map((scene) => scene.dispatcher.dispatchDue(due)),
    );
    expect(taken.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(4);
    await t.runJobs();
    for (const scene of scenes) {
      const checkIn = (await scene.rows()).find((row) => row.message === 'check_in')!;
      expect(checkIn).toMatchObject({ status: 'delivered', attempts: 1 });
    }
  });
});
