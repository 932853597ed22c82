import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSimulatorLockProvider,
  setSimulatorFailing,
} from '../../adapters/locks/simulator-lock-provider';
import { addDays } from '@hotel/shared/stay-dates';
import { lockGrants, locks, simulatedLocks } from '../../db/schema-locks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAccessSyncRunner } from './access-sync-runner';
import { createLockScene } from './lock-access-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Bell {
  items: { kind: string; bookingId: string; bookingNumber: number }[];
}

describe('a lock provider that fails (issue 15)', () => {
  it('leaves the grant pending with the provider message, and grants once it answers again', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(-1, 2);
    await setSimulatorFailing(t.db, s.hotel.id, true);
    await s.setStatus(booking._id, 'pending');
    await t.runJobs(); // the first try; the retries wait for their backoff
    expect(await s.activeGrants()).toEqual([]);
    const waiting = await s.access(booking._id);
    expect(waiting.state).toBe('access_allowed');
    expect(waiting.sync).toEqual({
      status: 'pending',
      error: 'Simulated lock Zimmer 101 does not answer (failure switched on)',
    });
    expect(waiting.doors.every((door) => !door.granted)).toBe(true);

    await setSimulatorFailing(t.db, s.hotel.id, false);
    await t.runJobs({ includeDelayed: true });
    expect((await s.activeGrants()).map((g) => g.providerId)).toEqual([
      'sim-entrance',
      'sim-room-101',
    ]);
    expect((await s.access(booking._id)).sync).toEqual({ status: 'synced', error: null });
    const bell = await s.call('GET', '/api/notifications');
    expect(bell.json<Bell>().items.filter((i) => i.kind === 'lock_sync_failed')).toEqual([]);
  });

  it('gives up after its retries: failed on the booking and an entry in the bell; retry works', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(-1, 2);
    await setSimulatorFailing(t.db, s.hotel.id, true);
    await s.setStatus(booking._id, 'pending');
    await t.runJobs({ includeDelayed: true });
    expect((await s.access(booking._id)).sync).toEqual({
      status: 'failed',
      error: 'Simulated lock Zimmer 101 does not answer (failure switched on)',
    });
    const bell = await s.call('GET', '/api/notifications');
    expect(bell.json<Bell>().items).toEqual([
      expect.objectContaining({
        kind: 'lock_sync_failed',
        bookingId: booking._id,
        bookingNumber: booking.number,
      }),
    ]);

    // Staff retry once the provider is back.
    await setSimulatorFailing(t.db, s.hotel.id, false);
    const retry = await s.call('PUT', `/api/booking/${booking._id}/access/sync`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<{ sync: { status: string } }>().sync.status).toBe('pending');
    await t.runJobs();
    expect((await s.access(booking._id)).sync).toEqual({ status: 'synced', error: null });
    expect(await s.activeGrants()).toHaveLength(2);
  });

  it('marks a refusal the provider will repeat as failed at once (a lock it does not know)', async () => {
    const s = await createLockScene(t, { additional_entrance: false });
    const booking = await s.book(0, 2, 2);
    // The room's lock points at a provider id the simulator has never heard of.
    await t.db
      .update(locks)
      .set({ providerId: 'sim-room-missing' })
      .where(and(eq(locks.hotelId, s.hotel.id), eq(locks.providerId, 'sim-room-103')));
    await s.setStatus(booking._id, 'pending');
    await t.runJobs();
    expect((await s.access(booking._id)).sync).toEqual({
      status: 'failed',
      error: 'Simulated lock sim-room-missing does not exist',
    });
    const bell = await s.call('GET', '/api/notifications');
    expect(bell.json<Bell>().items.map((i) => i.kind)).toEqual(['lock_sync_failed']);
  });
});

describe('concurrent syncs of one booking', () => {
  it('give one grant per door at the provider and one row each', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(-1, 2);
    await s.setStatus(booking._id, 'pending');
    // Two workers (two runners, as in two processes) and the queue's own job, all at once.
    const runner = () =>
      createAccessSyncRunner({
        database: t.database,
        lockProviderFor: async (hotelId) => createSimulatorLockProvider(t.db, hotelId),
      });
    const job = { hotelId: s.hotel.id, bookingId: booking._id };
    const outcomes = await Promise.all([
      runner().sync(job),
      runner().sync(job),
      runner().sync(job),
      t.runJobs(),
    ]);
    expect(outcomes.slice(0, 3).map((o) => o?.status)).toEqual(['synced', 'synced', 'synced']);
    expect(await s.callsAt('sim-room-101', 'grant')).toBe(1);
    expect(await s.callsAt('sim-entrance', 'grant')).toBe(1);
    const rows = await t.db.select().from(lockGrants).where(eq(lockGrants.bookingId, booking._id));
    expect(rows).toHaveLength(2);
  });
});

describe('one door that refuses (issue 15)', () => {
  it('does not keep a moved guest out of the new room; the old door is revoked once it answers', async () => {
    const s = await createLockScene(t);
    const booking = await s.book(-1, 2);
    await s.setStatus(booking._id, 'pending');
    await t.runJobs();
    // Only the old room's lock stops answering.
    await t.db
      .update(simulatedLocks)
      .set({ failing: true })
      .where(
        and(eq(simulatedLocks.hotelId, s.hotel.id), eq(simulatedLocks.providerId, 'sim-room-101')),
      );
    const moved = await s.call('PATCH', `/api/booking/${booking._id}/placement`, {
      roomType: s.roomType.id,
      room: s.rooms[1]!.id,
      arrival: addDays(s.today, -1),
      departure: addDays(s.today, 2),
      version: await s.versionOf(booking._id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.runJobs();
    expect(await s.callsAt('sim-room-102', 'grant')).toBe(1);
    expect((await s.access(booking._id)).sync.status).toBe('pending');

    await t.db
      .update(simulatedLocks)
      .set({ failing: false })
      .where(eq(simulatedLocks.hotelId, s.hotel.id));
    await t.runJobs({ includeDelayed: true });
    expect((await s.activeGrants()).map((g) => g.providerId)).toEqual([
      'sim-entrance',
      'sim-room-102',
    ]);
    expect(await s.callsAt('sim-room-101', 'revoke')).toBe(1);
    expect((await s.access(booking._id)).sync).toEqual({ status: 'synced', error: null });
  });
});
