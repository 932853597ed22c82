import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLoginCodes, guestRegistrations } from '../../db/schema-guest-app';
import { bearer, bearerEn, createMember, loginAs } from '../../test/factories';
import { britishDetails, britishForm, selfCheckInScene } from '../../test/self-check-in-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUEST_DATA_RETENTION_QUEUE } from './registration-retention.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A booking whose British main guest filled the registration form in the app. */
async function sceneWithForm() {
  const scene = await selfCheckInScene(t);
  expect((await scene.step('PUT', 'guest', britishDetails)).statusCode).toBe(204);
  expect((await scene.step('PUT', 'registration', britishForm)).statusCode).toBe(204);
  return scene;
}

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('PUT /api/booking/:id/self_check_in (staff)', () => {
  it('confirms by hand and withdraws, each in the history with the staff member', async () => {
    const scene = await selfCheckInScene(t);
    const url = `/api/booking/${scene.booking._id}/self_check_in`;
    const confirmed = await scene.call('PUT', url, { completed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ _id: scene.booking._id, selfCheckInCompleted: true });
    expect(confirmed.json().history[0]).toMatchObject({
      action: 'self_check_in',
      actor: { kind: 'staff', name: 'Test User' },
      user: { _id: scene.owner.id },
      changes: [{ field: 'selfCheckInCompleted', from: false, to: true }],
    });
    // The guest app's steps are closed once it is confirmed.
    const step = await scene.step('PUT', 'guest', britishDetails);
    expect(step.json().message).toBe('Self check-in is already completed');

    const withdrawn = await scene.call('PUT', url, { completed: false });
    expect(withdrawn.json().selfCheckInCompleted).toBe(false);
    expect(withdrawn.json().history[0].changes).toEqual([
      { field: 'selfCheckInCompleted', from: true, to: false },
    ]);
    // The same value again records nothing.
    const again = await scene.call('PUT', url, { completed: false });
    expect(again.json().history).toHaveLength(withdrawn.json().history.length);
  });

  it('refuses a body without a boolean and staff without manageBookings', async () => {
    const scene = await selfCheckInScene(t);
    const url = `/api/booking/${scene.booking._id}/self_check_in`;
    const invalid = await scene.call('PUT', url, { completed: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toMatchObject([{ path: 'completed' }]);
    const viewer = await createMember(t.db, scene.hotel.id, ['viewBookings']);
    const forbidden = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearerEn(await loginAs(t.app, viewer), scene.hotel.id),
      payload: { completed: true },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await scene.readBooking()).selfCheckInCompleted).toBe(false);
  });

  it('shows the flag on the dashboard’s arrivals', async () => {
    const scene = await selfCheckInScene(t);
    await scene.call('PUT', `/api/booking/${scene.booking._id}/self_check_in`, { completed: true });
    const dashboard = await get('/api/booking/dashboard', scene.headers);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().arrivals).toMatchObject([
      { _id: scene.booking._id, selfCheckInCompleted: true },
    ]);
  });
});

describe('GET /api/booking/:id/registration', () => {
  it('gives staff with viewBookings the form the guest filled in', async () => {
    const scene = await sceneWithForm();
    const viewer = await createMember(t.db, scene.hotel.id, ['viewBookings']);
    const response = await get(
      `/api/booking/${scene.booking._id}/registration`,
      bearerEn(await loginAs(t.app, viewer), scene.hotel.id),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bookingId: scene.booking._id,
      arrival: '2031-05-01',
      departure: '2031-05-03',
      firstNames: 'Emily Rose',
      lastName: 'Clarke',
      birthDate: '1990-04-12',
      nationality: 'GB',
      documentNumber: '533401372',
      companionCount: 2,
      companionNationalities: ['GB', 'FR'],
      deleteAfter: '2032-05-03',
    });
  });

  it('answers 404 without a form, for another hotel and 403 without a booking permission', async () => {
    const scene = await selfCheckInScene(t);
    const none = await get(`/api/booking/${scene.booking._id}/registration`, scene.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No registration form for this booking');
    const pdf = await get(`/api/booking/${scene.booking._id}/registration.pdf`, scene.headers);
    expect(pdf.statusCode).toBe(404);

    const withForm = await sceneWithForm();
    const foreign = await get(`/api/booking/${withForm.booking._id}/registration`, scene.headers);
    expect(foreign.statusCode).toBe(404);
    const hotelManager = await createMember(t.db, withForm.hotel.id, ['manageHotel']);
    const forbidden = await get(
      `/api/booking/${withForm.booking._id}/registration.pdf`,
      bearerEn(await loginAs(t.app, hotelManager), withForm.hotel.id),
    );
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('GET /api/booking/:id/registration.pdf', () => {
  it('is an A4 PDF download named after the booking, with labels in the caller’s language', async () => {
    const scene = await sceneWithForm();
    const url = `/api/booking/${scene.booking._id}/registration.pdf`;
    const response = await get(url, {
      ...bearer(scene.token, scene.hotel.id),
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="meldeschein-${scene.booking.number}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe(`Meldeschein / Registration form ${scene.booking.number}`);

    const english = await get(url, scene.headers);
    expect(english.statusCode).toBe(200);
    // Same form, other labels: the documents differ.
    expect(Buffer.compare(english.rawPayload, response.rawPayload)).not.toBe(0);
  });

  it('writes a name outside the PDF font’s letters instead of failing', async () => {
    const scene = await selfCheckInScene(t);
    await scene.step('PUT', 'guest', { ...britishDetails, nationality: 'PL' });
    const form = {
      ...britishForm,
      firstNames: 'Łucja Őrsi',
      lastName: 'Wałęsa 王',
      nationality: 'PL',
    };
    expect((await scene.step('PUT', 'registration', form)).statusCode).toBe(204);
    const response = await get(`/api/booking/${scene.booking._id}/registration.pdf`, scene.headers);
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
  });
});

describe('the guest data retention job', () => {
  it('deletes forms past their deletion day and sign-in codes older than two days, and keeps the rest', async () => {
    const old = await sceneWithForm();
    const current = await sceneWithForm();
    await t.db
      .update(guestRegistrations)
      .set({ deleteAfter: '2020-01-31' })
      .where(eq(guestRegistrations.bookingId, old.booking._id));
    const code = (createdAt: Date) => ({
      id: randomUUID(),
      hotelId: current.hotel.id,
      guestId: current.guest.id,
      mobile: '+4915112345678',
      ipHash: 'ip',
      codeHash: 'code',
      expiresAt: new Date(createdAt.getTime() + 10 * 60_000),
      createdAt,
    });
    const staleCode = code(new Date(Date.now() - 3 * 24 * 60 * 60_000));
    const freshCode = code(new Date(Date.now() - 60 * 60_000));
    await t.db.insert(guestLoginCodes).values([staleCode, freshCode]);

    await t.app.jobs.send(GUEST_DATA_RETENTION_QUEUE, {});
    await t.runJobs();

    const forms = await t.db
      .select({ bookingId: guestRegistrations.bookingId })
      .from(guestRegistrations)
      .where(inArray(guestRegistrations.bookingId, [old.booking._id, current.booking._id]));
    expect(forms).toEqual([{ bookingId: current.booking._id }]);
    const codes = await t.db
      .select({ id: guestLoginCodes.id })
      .from(guestLoginCodes)
      .where(inArray(guestLoginCodes.id, [staleCode.id, freshCode.id]));
    expect(codes).toEqual([{ id: freshCode.id }]);
  });
});
