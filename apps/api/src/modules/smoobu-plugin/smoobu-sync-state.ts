import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { channelSyncState, type ChannelSyncStateRow } from '../../db/schema-channels';

/** 32 random bytes: the webhook address is the only thing a caller needs, so it is unguessable. */
export const newInboundToken = () => randomBytes(32).toString('base64url');

export async function findSmoobuSyncState(
  db: Db | Tx,
  hotelId: string,
): Promise<ChannelSyncStateRow | undefined> {
  const [row] = await db
    .select()
    .from(channelSyncState)
    .where(and(eq(channelSyncState.hotelId, hotelId), eq(channelSyncState.channel, 'smoobu')));
  return row;
}

/** The hotel's Smoobu sync state, created with its webhook token the first time. */
export async function ensureSmoobuSyncState(
  db: Db | Tx,
  hotelId: string,
): Promise<ChannelSyncStateRow> {
  await db
    .insert(channelSyncState)
    .values({ hotelId, channel: 'smoobu', inboundToken: newInboundToken() })
    .onConflictDoNothing();
  const row = await findSmoobuSyncState(db, hotelId);
  if (!row) throw new Error(`channel_sync_state of ${hotelId} vanished right after its insert`);
  return row;
}

/** The hotel a webhook token belongs to; undefined for an unknown token. */
export async function hotelOfSmoobuToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hotelId: channelSyncState.hotelId })
    .from(channelSyncState)
    .where(and(eq(channelSyncState.inboundToken, token), eq(channelSyncState.channel, 'smoobu')));
  return row?.hotelId;
}

/** Where Smoobu sends its webhooks for this hotel. */
export const smoobuWebhookUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/api/channel/smoobu/webhook/${token}`;
