import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedLockEvents, simulatedLocks } from '../../db/schema-locks';
import { LockProviderError, type LockProvider } from './lock-provider';

/**
 * The local lock simulator (DESIGN decision 8): the quick start's bwOnline when no SOAP
 * endpoint is configured. Its locks live in `simulated_locks`, every call is recorded in
 * `simulated_lock_events`, and a lock switched to `failing` refuses every call, so staff see
 * how an unreachable door looks. Nothing here pretends: a grant the simulator holds is the
 * only thing that makes it open for a code.
 */
export function createSimulatorLockProvider(db: Db, hotelId: string): LockProvider {
  async function usableLock(providerId: string) {
    const [lock] = await db
      .select()
      .from(simulatedLocks)
      .where(and(eq(simulatedLocks.hotelId, hotelId), eq(simulatedLocks.providerId, providerId)));
    if (!lock)
      throw new LockProviderError(`Simulated lock ${providerId} does not exist`, false, '404');
    if (lock.failing) {
      throw new LockProviderError(
        `Simulated lock ${lock.name} does not answer (failure switched on)`,
        true,
        '503',
      );
    }
    return lock;
  }

  return {
    kind: 'simulator',
    supportsNineDigitCodes: true,

    async listLocks() {
      const rows = await db
        .select({ providerId: simulatedLocks.providerId, name: simulatedLocks.name })
        .from(simulatedLocks)
        .where(eq(simulatedLocks.hotelId, hotelId))
        .orderBy(asc(simulatedLocks.name));
      return rows;
    },

    async open(providerId) {
      await usableLock(providerId);
      await db.insert(simulatedLockEvents).values({ hotelId, providerId, action: 'open' });
    },

    async grant(grant) {
      await usableLock(grant.providerId);
      const ref = randomUUID();
      await db.insert(simulatedLockEvents).values({
        hotelId,
        providerId: grant.providerId,
        action: 'grant',
        ref,
        code: grant.code,
        validFrom: grant.validFrom,
        validUntil: grant.validUntil,
      });
      return { ref };
    },

    async revoke(providerId, ref) {
      // A lock the simulator no longer has holds no codes: revoked, as the port says.
      const [known] = await db
        .select({ providerId: simulatedLocks.providerId })
        .from(simulatedLocks)
        .where(and(eq(simulatedLocks.hotelId, hotelId), eq(simulatedLocks.providerId, providerId)));
      if (!known) return;
      await usableLock(providerId);
      const now = new Date();
      await db
        .update(simulatedLockEvents)
        .set({ revokedAt: now })
        .where(
          and(
            eq(simulatedLockEvents.hotelId, hotelId),
            eq(simulatedLockEvents.action, 'grant'),
            eq(simulatedLockEvents.ref, ref),
          ),
        );
      await db.insert(simulatedLockEvents).values({ hotelId, providerId, action: 'revoke', ref });
    },
  };
}

/** The simulator's failure switch for all of a hotel's simulated locks. */
export async function setSimulatorFailing(db: Db, hotelId: string, failing: boolean) {
  await db.update(simulatedLocks).set({ failing }).where(eq(simulatedLocks.hotelId, hotelId));
}

/** Whether the hotel's simulated locks fail (all of them, as the switch sets them). */
export async function isSimulatorFailing(db: Db, hotelId: string) {
  const [row] = await db
    .select({ failing: simulatedLocks.failing })
    .from(simulatedLocks)
    .where(and(eq(simulatedLocks.hotelId, hotelId), eq(simulatedLocks.failing, true)))
    .limit(1);
  return Boolean(row);
}

/** Adds simulated locks for a hotel (demo seed, tests, the Locks page's "add simulated lock"). */
export async function addSimulatedLocks(
  db: Db,
  hotelId: string,
  locks: { providerId: string; name: string }[],
) {
  if (locks.length === 0) return;
  await db
    .insert(simulatedLocks)
    .values(locks.map((lock) => ({ hotelId, ...lock })))
    .onConflictDoNothing();
}
