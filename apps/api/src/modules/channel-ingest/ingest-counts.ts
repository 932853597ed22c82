import { NO_SYNC_COUNTS, type SyncCounts } from '@hotel/shared/contracts/sync';
import type { IngestOutcome } from './channel-reservation';

/**
 * What an outcome adds to the sync counts: created, updated and canceled bookings, and
 * reservations that had to be stored as conflicts. Unchanged, unmapped and ignored ones change
 * no booking (unmapped ones are listed as issues instead).
 */
export function countsOfOutcome(outcome: IngestOutcome): Partial<SyncCounts> {
  switch (outcome) {
    case 'created':
      return { created: 1 };
    case 'updated':
      return { updated: 1 };
    case 'canceled':
      return { canceled: 1 };
    case 'conflict':
      return { conflicts: 1 };
    default:
      return {};
  }
}

/** A run's counts plus one outcome (a puller adds up what its reservations did). */
export function addOutcome(counts: SyncCounts, outcome: IngestOutcome): SyncCounts {
  const added = countsOfOutcome(outcome);
  return Object.fromEntries(
    Object.entries({ ...NO_SYNC_COUNTS, ...counts }).map(([key, value]) => [
      key,
      value + (added[key as keyof SyncCounts] ?? 0),
    ]),
  ) as SyncCounts;
}
