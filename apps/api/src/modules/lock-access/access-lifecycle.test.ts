import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/shared/stay-dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accessWindow } from './access-window';
import { createLockScene } from './lock-access-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('door access follows the booking (issue 15 lifecycle)', () => {
  it('grants, denies, moves, renews and revokes as the booking changes', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(-1, 2);
    await t.runJobs();
    // A new booking waits: nothing at the provider.
    expect(await s.access(booking._id)).toMatchObject({ state: 'new', reason: null });
    expect(await s.activeGrants()).toEqual([]);

    await s.setStatus(booking._id, 'pending');
    await t.runJobs();
    const window = accessWindow(
      { arrival: addDays(s.today, -1), departure: addDays(s.today, 2) },
      s.hotel.setting,
    );
    expect(await s.activeGrants()).toEqual([
      { providerId: 'sim-entrance', code: booking.accessCode, ...validity(window) },
      { providerId: 'sim-room-101', code: booking.accessCode, ...validity(window) },
    ]);
    expect(await s.access(booking._id)).toMatchObject({
      state: 'access_allowed',
      reason: null,
      method: 'code',
      window: { from: window.from.toISOString(), until: window.until.toISOString() },
      entranceCode: null,
      sync: { status: 'synced', error: null },
      doors: [
        { lock: { name: 'Zimmer 101', shared: false }, granted: true },
        { lock: { name: 'Haupteingang', shared: true }, granted: true },
      ],
    });

    // An open payment that grants room access closes the doors until it is paid.
    const payment = await s.call('POST', '/api/payment', {
      booking: booking._id,
      method: 'cash',
      amount: 5000,
      status: 'new',
      grantsRoomAccess: true,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    await t.runJobs();
    expect(await s.activeGrants()).toEqual([]);
    expect(await s.callsAt('sim-room-101', 'revoke')).toBe(1);
    expect(await s.access(booking._id)).toMatchObject({
      state: 'access_denied',
      reason: 'payment_open',
      sync: { status: 'none' },
      doors: [{ granted: false }, { granted: false }],
    });
    const paid = await s.call('PUT', `/api/payment/${payment.json<{ _id: string }>()._id}`, {
      status: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.runJobs();
    expect((await s.activeGrants()).map((g) => g.providerId)).toEqual([
      'sim-entrance',
      'sim-room-101',
    ]);
    expect(await s.access(booking._id)).toMatchObject({ state: 'access_allowed' });

    // Another room: the old door forgets the code, the new one learns it; the entrance stays.
    const entranceGrants = await s.callsAt('sim-entrance', 'grant');
    const moved = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: addDays(s.today, -1),
      departure: addDays(s.today, 2),
      version: await s.versionOf(booking._id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.runJobs();
    expect((await s.activeGrants()).map((g) => g.providerId)).toEqual([
      'sim-entrance',
      'sim-room-102',
    ]);
    expect(await s.callsAt('sim-room-101', 'revoke')).toBe(2);
    expect(await s.callsAt('sim-entrance', 'grant')).toBe(entranceGrants);

    // Longer stay: the window is granted anew at every door.
    const longer = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: addDays(s.today, -1),
      departure: addDays(s.today, 4),
      version: await s.versionOf(booking._id),
    });
    expect(longer.statusCode, longer.body).toBe(200);
    await t.runJobs();
    const until = accessWindow(
      { arrival: addDays(s.today, -1), departure: addDays(s.today, 4) },
      s.hotel.setting,
    ).until;
    const afterLonger = await s.activeGrants();
    expect(afterLonger.map((g) => g.validUntil?.toISOString())).toEqual([
      until.toISOString(),
      until.toISOString(),
    ]);

    // A reset code: the old code is revoked everywhere, the new one granted.
    const reset = await s.call('PUT', `/api/booking/code/${booking._id}`, { reset: true });
    expect(reset.statusCode, reset.body).toBe(200);
    const newCode = reset.json<{ accessCode: string }>().accessCode;
    expect(newCode).not.toBe(booking.accessCode);
    await t.runJobs();
    expect((await s.activeGrants()).map((g) => g.code)).toEqual([newCode, newCode]);

    await s.setStatus(booking._id, 'checked_in');
    await t.runJobs();
    expect(await s.activeGrants()).toHaveLength(2);
    await s.setStatus(booking._id, 'completed');
    await t.runJobs();
    expect(await s.activeGrants()).toEqual([]);
    expect(await s.access(booking._id)).toMatchObject({
      state: 'completed',
      sync: { status: 'none' },
      doors: [{ granted: false }, { granted: false }],
    });
  });

  it('plans a future stay at the provider and revokes it when canceled', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(10, 12);
    await s.setStatus(booking._id, 'pending');
    await t.runJobs();
    const window = accessWindow(
      { arrival: addDays(s.today, 10), departure: addDays(s.today, 12) },
      s.hotel.setting,
    );
    expect(await s.access(booking._id)).toMatchObject({ state: 'pending', reason: null });
    expect(await s.activeGrants()).toEqual([
      { providerId: 'sim-entrance', code: booking.accessCode, ...validity(window) },
      { providerId: 'sim-room-101', code: booking.accessCode, ...validity(window) },
    ]);
    await s.setStatus(booking._id, 'canceled');
    await t.runJobs();
    expect(await s.activeGrants()).toEqual([]);
    expect(await s.callsAt('sim-room-101', 'revoke')).toBe(1);
    expect(await s.access(booking._id)).toMatchObject({ state: 'canceled' });
  });

  it('opens only the room without additional_entrance, and nothing for a stay without a room', async () => {
    const s = await createLockScene(t, { additional_entrance: false });
    const withRoom = await s.book(0, 1);
    const withoutRoom = await s.book(0, 1, null);
    await s.setStatus(withRoom._id, 'pending');
    await s.setStatus(withoutRoom._id, 'pending');
    await t.runJobs();
    expect((await s.activeGrants()).map((g) => g.providerId)).toEqual(['sim-room-101']);
    expect(await s.access(withoutRoom._id)).toMatchObject({ state: 'new', doors: [] });
  });

  it('gives the entrance its own nine-digit code, renewed with the access code', async () => {
    const s = await createLockScene(t, { nine_digit_additional_entrance: true });
    const booking = await s.book(0, 2);
    await s.setStatus(booking._id, 'pending');
    await t.runJobs();
    const { entranceCode } = await s.access(booking._id);
    expect(entranceCode).toMatch(/^[1-9]{9}$/);
    expect(await s.activeGrants()).toMatchObject([
      { providerId: 'sim-entrance', code: entranceCode },
      { providerId: 'sim-room-101', code: booking.accessCode },
    ]);

    const reset = await s.call('PUT', `/api/booking/code/${booking._id}`, { reset: true });
    expect(reset.statusCode, reset.body).toBe(200);
    await t.runJobs();
    const renewed = (await s.access(booking._id)).entranceCode;
    expect(renewed).toMatch(/^[1-9]{9}$/);
    expect(renewed).not.toBe(entranceCode);
    expect(await s.activeGrants()).toMatchObject([
      { providerId: 'sim-entrance', code: renewed },
      { providerId: 'sim-room-101', code: reset.json<{ accessCode: string }>().accessCode },
    ]);
    expect(await s.callsAt('sim-entrance', 'revoke')).toBe(1);
  });
});

function validity(window: { from: Date; until: Date }) {
  return { validFrom: window.from, validUntil: window.until };
}
