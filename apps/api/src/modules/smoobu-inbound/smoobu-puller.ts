import { and, eq } from 'drizzle-orm';
import { format, subDays } from 'date-fns';
import { NO_SYNC_COUNTS, type SyncCounts } from '@hotel/shared/contracts/sync';
import type { SmoobuReservationQuery } from '../../adapters/channels/smoobu-api';
import type { Db } from '../../db/client';
import { channelSyncState } from '../../db/schema-channels';
import type { SmoobuApplyOutcome, SmoobuInbound } from './smoobu-inbound';
import { ensureSmoobuSyncState } from '../smoobu-plugin';

/** The first pull reaches back this far (reservations changed before it come with arrivals). */
const FIRST_PULL_DAYS = 30;

const COUNTED: Partial<Record<SmoobuApplyOutcome, keyof SyncCounts>> = {
  created: 'created',
  updated: 'updated',
  canceled: 'canceled',
  conflict: 'conflicts',
};

/**
 * The safety net beside the webhook (`sync.channel`, forced or every 15 minutes): every
 * reservation Smoobu changed since the last pull, all pages, applied one by one. The cursor
 * moves to this run's start only when every reservation applied, so one that failed is asked
 * for again next time (applying twice changes nothing).
 */
export function createSmoobuPuller(deps: { db: Db; inbound: SmoobuInbound; now?: () => Date }) {
  return async function pullSmoobu(hotelId: string): Promise<SyncCounts> {
    const connected = await deps.inbound.connection(hotelId);
    if (!connected) return { ...NO_SYNC_COUNTS };
    const runStart = deps.now?.() ?? new Date();
    const state = await ensureSmoobuSyncState(deps.db, hotelId);
    const query: SmoobuReservationQuery = state.pulledUntil
      ? { modifiedFrom: state.pulledUntil }
      : {
          modifiedFrom: subDays(runStart, FIRST_PULL_DAYS),
          arrivalFrom: format(runStart, 'yyyy-MM-dd'),
        };
    const reservations = await connected.client.reservations(query);
    const counts = { ...NO_SYNC_COUNTS };
    for (const reservation of reservations) {
      try {
        const outcome = await deps.inbound.applyOne(hotelId, reservation, connected.context);
        const counted = COUNTED[outcome];
        if (counted) counts[counted] += 1;
      } catch {
        // The ingest has recorded it (in words, with the id) for the sync tab.
        counts.errors += 1;
      }
    }
    await deps.db
      .update(channelSyncState)
      .set(
        counts.errors === 0
          ? { pulledUntil: runStart, lastSuccessAt: new Date() }
          : { lastSuccessAt: state.lastSuccessAt },
      )
      .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, 'smoobu')));
    return counts;
  };
}
