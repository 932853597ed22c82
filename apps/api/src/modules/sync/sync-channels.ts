import type { createSyncRepository } from './sync.repository';

/** Connection fields shown to staff to recognise the account; the API key never leaves. */
const SMOOBU_DETAIL_FIELDS = ['customer_id', 'smoobu_channel_id'] as const;

/** Each channel of the hotel and whether it is connected (the status, and the sync job). */
export async function channelConnections(
  repository: ReturnType<typeof createSyncRepository>,
  hotelId: string,
) {
  const smoobu = (await repository.plugins(hotelId))?.smoobu ?? { enabled: false };
  const details: Record<string, string> = {};
  for (const field of SMOOBU_DETAIL_FIELDS) {
    const value = smoobu[field];
    if (typeof value === 'string' || typeof value === 'number') details[field] = String(value);
  }
  return [{ channel: 'smoobu' as const, isConnected: smoobu.enabled === true, details }];
}
