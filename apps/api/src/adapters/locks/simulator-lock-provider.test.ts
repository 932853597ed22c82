import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { simulatedLockEvents } from '../../db/schema-locks';
import { createHotel, createUser } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { LockProviderError } from './lock-provider';
import {
  addSimulatedLocks,
  createSimulatorLockProvider,
  isSimulatorFailing,
  setSimulatorFailing,
} from './simulator-lock-provider';

let testDatabase: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
});
afterAll(() => testDatabase.destroy());

async function simulatedHotel() {
  const hotel = await createHotel(db, await createUser(db));
  await addSimulatedLocks(db, hotel.id, [
    { providerId: 'SIM-ENTRANCE', name: 'Eingang' },
    { providerId: 'SIM-101', name: 'Zimmer 101' },
  ]);
  return hotel.id;
}

const eventsOf = (hotelId: string) =>
  db
    .select()
    .from(simulatedLockEvents)
    .where(eq(simulatedLockEvents.hotelId, hotelId))
    .orderBy(asc(simulatedLockEvents.createdAt));

describe('the lock simulator', () => {
  it('records openings, grants with their window and code, and revocations', async () => {
    const hotelId = await simulatedHotel();
    const simulator = createSimulatorLockProvider(db, hotelId);
    expect(await simulator.listLocks()).toEqual([
      { providerId: 'SIM-ENTRANCE', name: 'Eingang' },
      { providerId: 'SIM-101', name: 'Zimmer 101' },
    ]);
    await simulator.open('SIM-ENTRANCE');
    const window = {
      validFrom: new Date('2026-12-01T14:00:00Z'),
      validUntil: new Date('2026-12-03T10:00:00Z'),
    };
    const { ref } = await simulator.grant({
      providerId: 'SIM-101',
      code: '483917256',
      label: 'Booking 42',
      ...window,
    });
    await simulator.revoke('SIM-101', ref);

    const events = await eventsOf(hotelId);
    expect(events.map((event) => [event.action, event.providerId])).toEqual([
      ['open', 'SIM-ENTRANCE'],
      ['grant', 'SIM-101'],
      ['revoke', 'SIM-101'],
    ]);
    expect(events[1]).toMatchObject({ ref, code: '483917256', ...window });
    expect(events[1]!.revokedAt).toBeInstanceOf(Date);
    expect(simulator.supportsNineDigitCodes).toBe(true);
  });

  it('fails every call with a retryable error while its failure switch is on', async () => {
    const hotelId = await simulatedHotel();
    const simulator = createSimulatorLockProvider(db, hotelId);
    await setSimulatorFailing(db, hotelId, true);
    expect(await isSimulatorFailing(db, hotelId)).toBe(true);
    const calls = [
      () => simulator.open('SIM-101'),
      () =>
        simulator.grant({
          providerId: 'SIM-101',
          code: '483917',
          label: 'Booking 43',
          validFrom: new Date(),
          validUntil: new Date(Date.now() + 86_400_000),
        }),
      () => simulator.revoke('SIM-101', 'some-ref'),
    ];
    for (const call of calls) {
      const error = await call().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(LockProviderError);
      expect(error).toMatchObject({
        retryable: true,
        providerMessage: 'Simulated lock Zimmer 101 does not answer (failure switched on)',
      });
    }
    expect(await eventsOf(hotelId)).toEqual([]);
    await setSimulatorFailing(db, hotelId, false);
    await simulator.open('SIM-101');
    const opened = await db
      .select()
      .from(simulatedLockEvents)
      .where(and(eq(simulatedLockEvents.hotelId, hotelId), eq(simulatedLockEvents.action, 'open')));
    expect(opened).toHaveLength(1);
  });
});
