import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerEn, createMember, createOwnedHotel, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLockScene } from './lock-access-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a booking's access calls (GET /api/booking/{id}/access, PUT …/access/sync)", () => {
  it('reads with viewBookings and retries with manageBookings only', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(5, 7);
    const viewer = await createMember(t.db, s.hotel.id, ['viewBookings']);
    const stranger = await createMember(t.db, s.hotel.id, ['manageHotel']);
    const asViewer = bearerEn(await loginAs(t.app, viewer), s.hotel.id);
    const asStranger = bearerEn(await loginAs(t.app, stranger), s.hotel.id);
    const url = `/api/booking/${booking._id}/access`;

    const read = await t.app.inject({ method: 'GET', url, headers: asViewer });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ state: 'new', sync: { status: 'none', error: null } });
    const refused = await t.app.inject({ method: 'GET', url, headers: asStranger });
    expect(refused.statusCode).toBe(403);
    const retryByViewer = await t.app.inject({
      method: 'PUT',
      url: `${url}/sync`,
      headers: asViewer,
    });
    expect(retryByViewer.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another hotel's booking and an unknown one, 400 for a malformed id", async () => {
    const s = await createLockScene(t);
    const booking = await s.book(5, 7);
    const other = await createOwnedHotel(t.app, t.db);
    const asOther = bearerEn(other.token, other.hotel.id);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', '/sync'],
    ] as const) {
      const foreign = await t.app.inject({
        method,
        url: `/api/booking/${booking._id}/access${path}`,
        headers: asOther,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Booking not found');
      const unknown = await s.call(method, `/api/booking/${randomUUID()}/access${path}`);
      expect(unknown.statusCode).toBe(404);
    }
    expect((await s.call('GET', '/api/booking/not-an-id/access')).statusCode).toBe(400);
  });

  it('the retry syncs now: a confirmed stay gets its grants', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(5, 7);
    await s.setStatus(booking._id, 'pending');
    const retry = await s.call('PUT', `/api/booking/${booking._id}/access/sync`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ state: 'pending', sync: { status: 'pending' } });
    await t.runJobs();
    expect(await s.access(booking._id)).toMatchObject({
      sync: { status: 'synced' },
      doors: [{ granted: true }, { granted: true }],
    });
  });
});
