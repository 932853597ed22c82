import type { SyncChannel } from '@hotel/shared/contracts/sync';
import type { createSyncRepository } from './sync.repository';

/** Connection fields shown to staff to recognise the account; never a key or password. */
const DETAIL_FIELDS: Record<SyncChannel, readonly string[]> = {
  smoobu: ['customer_id', 'smoobu_channel_id'],
  roomraccoon: ['username', 'hotelCode'],
};

export interface ChannelConnection {
  channel: SyncChannel;
  isConnected: boolean;
  details: Record<string, string>;
}

/** A plugin's stored settings, read defensively: older rows may lack it or hold other shapes. */
function pluginOf(plugins: unknown, name: string): Record<string, unknown> {
  if (!plugins || typeof plugins !== 'object') return {};
  const plugin = (plugins as Record<string, unknown>)[name];
  return plugin && typeof plugin === 'object' ? (plugin as Record<string, unknown>) : {};
}

function connectionOf(plugins: unknown, channel: SyncChannel): ChannelConnection {
  const plugin = pluginOf(plugins, channel);
  const details: Record<string, string> = {};
  for (const field of DETAIL_FIELDS[channel]) {
    const value = plugin[field];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      details[field] = String(value);
    }
  }
  return { channel, isConnected: plugin.enabled === true, details };
}

/** Each channel of the hotel and whether it is connected (the status, and the sync job). */
export async function channelConnections(
  repository: ReturnType<typeof createSyncRepository>,
  hotelId: string,
): Promise<ChannelConnection[]> {
  const plugins = await repository.plugins(hotelId);
  return [connectionOf(plugins, 'smoobu'), connectionOf(plugins, 'roomraccoon')];
}
