import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { channelSyncState, type ChannelSyncStateRow } from '../../db/schema-channels';

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
