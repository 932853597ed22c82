import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockOpening } from '@hotel/shared/contracts/locks';
import { locks, simulatedLockEvents } from '../../db/schema-locks';
import { bearer, bearerEn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { locksScene } from './locks-test-scene';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function openingsAtSimulator(hotelId: string, providerId: string) {
  const rows = await t.db
    .select()
    .from(simulatedLockEvents)
    .where(
      and(
        eq(simulatedLockEvents.hotelId, hotelId),
        eq(simulatedLockEvents.providerId, providerId),
        eq(simulatedLockEvents.action, 'open'),
      ),
    );
  return rows.length;
}

describe('GET /api/lock/{id}/open', () => {
  it('opens the door at the provider and records who opened it, newest first', async () => {
    const scene = await locksScene(t);
    const entrance = await scene.createLock({
      name: 'Entrance',
      providerId: 'sim-entrance',
      shared: true,
    });
    const room = await scene.createLock({
      name: 'Room 101',
      providerId: 'sim-101',
      roomId: scene.rooms[0]!.id,
    });
    const opened = await scene.call('GET', `/api/lock/${entrance._id}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ opened: true, at: expect.any(String) });
    expect(await openingsAtSimulator(scene.hotel.id, 'sim-entrance')).toBe(1);

    // Doors are not in the API keys' subset (issue 17): a key is refused and opens nothing.
    const key = await scene.call('POST', '/api/plugin/api/keys', {
      payload: { name: 'Front desk kiosk', permissions: ['bookings.write'] },
    });
    expect(key.statusCode).toBe(201);
    const byKey = await scene.call('GET', `/api/lock/${room._id}/open`, {
      headers: bearerEn(key.json().key),
    });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().message).toBe('API keys cannot use this call');
    expect(await openingsAtSimulator(scene.hotel.id, 'sim-101')).toBe(0);

    const staffOpened = await scene.call('GET', `/api/lock/${room._id}/open`);
    expect(staffOpened.statusCode).toBe(200);
    const list = await scene.call('GET', '/api/lock/openings?limit=5');
    expect(list.statusCode).toBe(200);
    const openings = list.json<{ openings: LockOpening[] }>().openings;
    expect(openings).toMatchObject([
      {
        lock: { _id: room._id, name: 'Room 101' },
        actor: { kind: 'staff', name: 'Mara User' },
        outcome: 'opened',
        error: null,
      },
      {
        lock: { _id: entrance._id, name: 'Entrance' },
        actor: { kind: 'staff', name: 'Mara User' },
        outcome: 'opened',
      },
    ]);
    expect(openings[1]!.at).toBe(opened.json().at);
    const one = await scene.call('GET', '/api/lock/openings?limit=1');
    expect(one.json().openings).toHaveLength(1);
    const tooMany = await scene.call('GET', '/api/lock/openings?limit=51');
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers the provider’s message with 502 and records the failed try', async () => {
    const scene = await locksScene(t);
    const entrance = await scene.createLock({
      name: 'Entrance',
      providerId: 'sim-entrance',
      shared: true,
    });
    const switched = await scene.call('PUT', '/api/lock/simulator', {
      payload: { failing: true },
    });
    expect(switched.json()).toEqual({ failing: true });
    expect((await scene.call('GET', '/api/lock/simulator')).json()).toEqual({ failing: true });

    const failed = await scene.call('GET', `/api/lock/${entrance._id}/open`, {
      headers: { ...bearer(scene.token, scene.hotel.id), 'accept-language': 'de' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'LOCK_PROVIDER_FAILED',
      message: 'Simulated lock Entrance does not answer (failure switched on)',
    });
    expect(await openingsAtSimulator(scene.hotel.id, 'sim-entrance')).toBe(0);
    const openings = (await scene.call('GET', '/api/lock/openings')).json().openings;
    expect(openings).toMatchObject([
      {
        actor: { kind: 'staff', name: 'Mara User' },
        outcome: 'failed',
        error: 'Simulated lock Entrance does not answer (failure switched on)',
      },
    ]);

    // Switched back, the door opens again.
    await scene.call('PUT', '/api/lock/simulator', { payload: { failing: false } });
    expect((await scene.call('GET', `/api/lock/${entrance._id}/open`)).statusCode).toBe(200);
    expect(await openingsAtSimulator(scene.hotel.id, 'sim-entrance')).toBe(1);

    // A lock the provider does not know (entered in the database, not on the Locks page,
    // which registers a new lock with the simulator): the provider's own message again.
    const [ghost] = await t.db
      .insert(locks)
      .values({
        hotelId: scene.hotel.id,
        name: 'Ghost',
        hardware: 'bwOnline',
        providerId: 'sim-404',
        shared: true,
      })
      .returning();
    const unknown = await scene.call('GET', `/api/lock/${ghost!.id}/open`);
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json().message).toBe('Simulated lock sim-404 does not exist');
  });

  it('registers a lock added while the simulator answers with the simulator, so it opens', async () => {
    const scene = await locksScene(t);
    const added = await scene.createLock({
      name: 'Garden gate',
      providerId: 'sim-garden',
      shared: true,
    });
    expect((await scene.call('GET', `/api/lock/${added._id}/open`)).statusCode).toBe(200);
    expect(await openingsAtSimulator(scene.hotel.id, 'sim-garden')).toBe(1);
  });

  it('opens only the hotel’s doors of its configured hardware', async () => {
    const scene = await locksScene(t);
    const [nuki] = await t.db
      .insert(locks)
      .values({
        hotelId: scene.hotel.id,
        name: 'Old Nuki',
        hardware: 'nuki',
        providerId: 'sim-entrance',
        shared: true,
      })
      .returning();
    const response = await scene.call('GET', `/api/lock/${nuki!.id}/open`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Lock not found');
    expect(await openingsAtSimulator(scene.hotel.id, 'sim-entrance')).toBe(0);
    const unknownId = await scene.call('GET', `/api/lock/${crypto.randomUUID()}/open`);
    expect(unknownId.statusCode).toBe(404);
  });
});

describe('GET /api/lock/provider_locks', () => {
  it('lists the locks the provider knows, to pick a provider id from', async () => {
    const scene = await locksScene(t);
    const response = await scene.call('GET', '/api/lock/provider_locks');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'simulator',
      locks: [
        { providerId: 'sim-entrance', name: 'Entrance' },
        { providerId: 'sim-101', name: 'Room 101' },
        { providerId: 'sim-102', name: 'Room 102' },
        { providerId: 'sim-103', name: 'Room 103' },
      ],
    });
  });
});
