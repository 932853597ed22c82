import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type {
  SyncChannel,
  SyncCounts,
  SyncSkipReason,
  SYNC_TRIGGERS,
} from '@hotel/shared/contracts/sync';
import type { Db, Tx } from '../../db/client';
import { hotels } from '../../db/schema';
import { bookings } from '../../db/schema-bookings';
import { channelReservations, channelSyncErrors, channelSyncState } from '../../db/schema-channels';
import { syncJobs, type SyncJobRow } from '../../db/schema-setup';

/** The sync tab lists this many issues per channel, newest first. */
export const MAX_LISTED_ISSUES = 50;
/** …and this many of the latest errors. */
export const LISTED_ERRORS = 5;

export type SyncOutcome =
  | { status: 'skipped'; reason: SyncSkipReason }
  | { status: 'failed'; error: string }
  | { status: 'succeeded'; counts: SyncCounts };

export function createSyncRepository(db: Db | Tx) {
  const ofChannel = (hotelId: string, channel: SyncChannel) =>
    and(eq(syncJobs.hotelId, hotelId), eq(syncJobs.channel, channel));

  return {
    async plugins(hotelId: string) {
      const [row] = await db
        .select({ plugins: hotels.plugins })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return row?.plugins;
    },

    async lastJob(hotelId: string, channel: SyncChannel): Promise<SyncJobRow | undefined> {
      const [row] = await db
        .select()
        .from(syncJobs)
        .where(ofChannel(hotelId, channel))
        .orderBy(desc(syncJobs.createdAt), desc(syncJobs.id))
        .limit(1);
      return row;
    },

    /** When the scheduled pull last started for the channel (its next run follows from it). */
    async lastScheduledAt(hotelId: string, channel: SyncChannel): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: syncJobs.createdAt })
        .from(syncJobs)
        .where(and(ofChannel(hotelId, channel), eq(syncJobs.trigger, 'schedule')))
        .orderBy(desc(syncJobs.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async queue(
      hotelId: string,
      channels: SyncChannel[],
      requestedBy: string | null,
      trigger: (typeof SYNC_TRIGGERS)[number] = 'manual',
    ) {
      return db
        .insert(syncJobs)
        .values(channels.map((channel) => ({ hotelId, channel, requestedBy, trigger })))
        .returning();
    },

    /** Marks a job running; undefined when it already finished (a redelivered job). */
    async start(hotelId: string, id: string): Promise<SyncJobRow | undefined> {
      const [row] = await db
        .update(syncJobs)
        .set({ status: 'running' })
        .where(
          and(
            eq(syncJobs.hotelId, hotelId),
            eq(syncJobs.id, id),
            inArray(syncJobs.status, ['queued', 'running']),
          ),
        )
        .returning();
      return row;
    },

    async finish(id: string, outcome: SyncOutcome) {
      await db
        .update(syncJobs)
        .set({ ...outcome, finishedAt: new Date() })
        .where(eq(syncJobs.id, id));
    },

    async markSucceeded(hotelId: string, channel: SyncChannel) {
      await db
        .update(channelSyncState)
        .set({ lastSuccessAt: new Date(), updatedAt: new Date() })
        .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, channel)));
    },

    async syncState(hotelId: string, channel: SyncChannel) {
      const [row] = await db
        .select()
        .from(channelSyncState)
        .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, channel)));
      return row;
    },

    async latestErrors(hotelId: string, channel: SyncChannel) {
      return db
        .select()
        .from(channelSyncErrors)
        .where(and(eq(channelSyncErrors.hotelId, hotelId), eq(channelSyncErrors.channel, channel)))
        .orderBy(desc(channelSyncErrors.createdAt), desc(channelSyncErrors.id))
        .limit(LISTED_ERRORS);
    },

    /**
     * Reservations that need a person: unmapped ones, and conflicts whose booking still waits
     * unassigned (a conflict stops being one when its booking got a room or was canceled).
     */
    async issues(hotelId: string, channel: SyncChannel) {
      return db
        .select({
          reservation: channelReservations,
          booking: { id: bookings.id, number: bookings.number },
        })
        .from(channelReservations)
        .leftJoin(bookings, eq(bookings.id, channelReservations.bookingId))
        .where(
          and(
            eq(channelReservations.hotelId, hotelId),
            eq(channelReservations.channel, channel),
            or(
              eq(channelReservations.state, 'unmapped'),
              and(
                eq(channelReservations.state, 'conflict'),
                eq(bookings.channelConflict, true),
                ne(bookings.status, 'canceled'),
              ),
            ),
          ),
        )
        .orderBy(desc(channelReservations.updatedAt), desc(channelReservations.id))
        .limit(MAX_LISTED_ISSUES);
    },
  };
}
