import type { LockOpened } from '@hotel/shared/contracts/locks';
import { lockProviderAppError } from '../../adapters/locks/lock-provider-error';
import type { LockProviderFor } from '../../adapters/locks/resolve-lock-provider';
import type { Db } from '../../db/client';
import { lockOpenings, type LockRow } from '../../db/schema-locks';
import { historyActorOf, type Principal } from '../../lib/principal';

/**
 * Opens a door now at its provider and records who did it (staff from the desk or the header,
 * a guest from the app), the failed tries too. A failure answers the provider's message when it
 * gave one, else "Unable to open the lock" (spec §8).
 */
export async function openLockAndRecord(
  deps: { db: Db; lockProviderFor: LockProviderFor },
  input: { lock: LockRow; principal: Principal; bookingId?: string | null },
): Promise<LockOpened> {
  const { lock, principal } = input;
  const actor = historyActorOf(principal);
  const record = (outcome: 'opened' | 'failed', error: string | null) =>
    deps.db
      .insert(lockOpenings)
      .values({
        hotelId: lock.hotelId,
        lockId: lock.id,
        actorKind: actor.kind,
        actorId: actor.id,
        actorName: actor.name,
        bookingId: input.bookingId ?? null,
        outcome,
        error,
      })
      .returning({ createdAt: lockOpenings.createdAt });
  try {
    const provider = await deps.lockProviderFor(lock.hotelId);
    await provider.open(lock.providerId);
  } catch (error) {
    const answer = lockProviderAppError(error, 'errors.lockOpenFailed');
    await record('failed', answer.details.params?.message?.toString() ?? null);
    throw answer;
  }
  const [row] = await record('opened', null);
  return { opened: true, at: row!.createdAt.toISOString() };
}
