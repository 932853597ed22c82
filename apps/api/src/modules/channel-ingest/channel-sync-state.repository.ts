import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SyncChannel, SyncCounts } from '@hotel/shared/contracts/sync';
import type { Db } from '../../db/client';
import { channelSyncErrors, channelSyncState } from '../../db/schema-channels';

/** The sync tab shows the newest few; older errors say nothing new. */
export const KEPT_SYNC_ERRORS = 50;

/** The unguessable token of a channel's inbound address: 32 random bytes, base64url. */
export const newInboundToken = () => randomBytes(32).toString('base64url');

/**
 * The hotel's state row for the channel, created on first use. Concurrent first uses race on
 * the primary key; the losers' inserts do nothing and everyone reads the one row.
 */
export async function ensureChannelSyncState(db: Db, hotelId: string, channel: SyncChannel) {
  await db
    .insert(channelSyncState)
    .values({ hotelId, channel, inboundToken: newInboundToken() })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(channelSyncState)
    .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, channel)));
  return row!;
}

/** Adds to the channel's running counts in one statement (concurrent applies never lose one). */
export async function addToSyncCounts(
  db: Db,
  hotelId: string,
  channel: SyncChannel,
  add: Partial<SyncCounts>,
  { succeeded }: { succeeded: boolean },
) {
  const increments = Object.entries(add).filter(([, value]) => value);
  let counts = sql`${channelSyncState.counts}`;
  for (const [key, value] of increments) {
    counts = sql`jsonb_set(${counts}, ${`{${key}}`}::text[], to_jsonb(coalesce((${channelSyncState.counts} ->> ${key})::int, 0) + ${value}::int))`;
  }
  await db
    .update(channelSyncState)
    .set({
      counts: sql`${counts}`,
      updatedAt: new Date(),
      ...(succeeded ? { lastSuccessAt: new Date() } : {}),
    })
    .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, channel)));
}

/** An error applying a reservation: kept for the sync tab (the newest KEPT_SYNC_ERRORS). */
export async function recordChannelSyncError(
  db: Db,
  entry: { hotelId: string; channel: SyncChannel; externalId: string | null; message: string },
) {
  await db.insert(channelSyncErrors).values(entry);
  await addToSyncCounts(db, entry.hotelId, entry.channel, { errors: 1 }, { succeeded: false });
  const ofChannel = and(
    eq(channelSyncErrors.hotelId, entry.hotelId),
    eq(channelSyncErrors.channel, entry.channel),
  );
  const older = db
    .select({ id: channelSyncErrors.id })
    .from(channelSyncErrors)
    .where(ofChannel)
    .orderBy(desc(channelSyncErrors.createdAt), desc(channelSyncErrors.id))
    .offset(KEPT_SYNC_ERRORS);
  await db.delete(channelSyncErrors).where(and(ofChannel, inArray(channelSyncErrors.id, older)));
}
