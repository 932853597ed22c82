import { and, eq } from 'drizzle-orm';
import { addDays, todayIn } from '@hotel/shared/stay-dates';
import { NO_SYNC_COUNTS, type SyncCounts } from '@hotel/shared/contracts/sync';
import { SmoobuError, type SmoobuReservationQuery } from '../../adapters/channels/smoobu-api';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';
import { channelSyncState } from '../../db/schema-channels';
import { addOutcome, ensureChannelSyncState, isPermanentRefusal } from '../channel-ingest';
import type { SmoobuInbound } from './smoobu-inbound';

/**
 * The first pull takes every reservation arriving from this many days ago on (a stay in
 * progress included) and leaves those already over; later pulls ask for what changed since.
 */
const FIRST_PULL_DAYS = 30;

async function hotelTimeZone(db: Db, hotelId: string) {
  const [hotel] = await db
    .select({ setting: hotels.setting })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return hotel!.setting.timeZone;
}

/**
 * The safety net beside the webhook (`sync.channel`, forced or every 15 minutes): every
 * reservation Smoobu changed since the last pull, all pages, applied one by one. The cursor
 * moves to this run's start unless a reservation failed for a reason that may pass (Smoobu or
 * our database failing), so that one is asked for again next time (applying twice changes
 * nothing). One our rules refuse is recorded and left behind: it would be refused again.
 */
export function createSmoobuPuller(deps: { db: Db; inbound: SmoobuInbound; now?: () => Date }) {
  return async function pullSmoobu(hotelId: string): Promise<SyncCounts> {
    const connected = await deps.inbound.connection(hotelId);
    // Switched on without a key (only possible by editing the row): fail clearly, retry later.
    if (connected === 'no_key') throw new SmoobuError('unauthorized', 'no API key is stored');
    if (!connected) return { ...NO_SYNC_COUNTS };
    const runStart = deps.now?.() ?? new Date();
    const state = await ensureChannelSyncState(deps.db, hotelId, 'smoobu');
    // "Today" by the hotel's calendar, not the server's.
    const today = todayIn(await hotelTimeZone(deps.db, hotelId), runStart);
    const query: SmoobuReservationQuery = state.pulledUntil
      ? { modifiedFrom: state.pulledUntil }
      : { arrivalFrom: addDays(today, -FIRST_PULL_DAYS) };
    const reservations = await connected.client.reservations(query);
    let counts = { ...NO_SYNC_COUNTS };
    let retryNeeded = false;
    for (const reservation of reservations) {
      if (!state.pulledUntil && reservation.departure < today) continue;
      try {
        counts = addOutcome(
          counts,
          await deps.inbound.applyOne(hotelId, reservation, connected.context),
        );
      } catch (error) {
        // The ingest has recorded it (in words, with the id) for the sync tab.
        counts.errors += 1;
        // Refused by our rules, it would be refused again: it must not hold the cursor for ever.
        if (!isPermanentRefusal(error)) retryNeeded = true;
      }
    }
    if (!retryNeeded) {
      // The sync job notes the success itself; the cursor is this puller's own.
      await deps.db
        .update(channelSyncState)
        .set({ pulledUntil: runStart })
        .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, 'smoobu')));
    }
    return counts;
  };
}
