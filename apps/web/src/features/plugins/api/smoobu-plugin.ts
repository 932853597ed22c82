import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { smoobuPluginSchema } from '@hotel/shared/contracts/hotel-integrations';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';
import { smoobuKeys } from './smoobu-keys';

/**
 * GET /api/plugin/smoobu: the hotel's Smoobu plugin (never its key, only the key's end) and the
 * webhook address to enter at Smoobu, null until a key is stored. The wizard's PUTs of the key
 * and the switch answer the same.
 */
export type SmoobuPluginState = z.infer<typeof smoobuPluginSchema> & { webhookUrl: string | null };

export async function getSmoobuPlugin() {
  const { data } = await apiClient.get<SmoobuPluginState>('/plugin/smoobu');
  return data;
}

export function useSmoobuPlugin() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: smoobuKeys.state(hotelId), queryFn: getSmoobuPlugin });
}

/**
 * Stores a new plugin state. The hotel answer carries the plugin section too, and a new key may
 * see other apartments and channels: both are asked again.
 */
export async function storeSmoobuPlugin(hotelId: string | null, saved: SmoobuPluginState) {
  queryClient.setQueryData(smoobuKeys.state(hotelId), saved);
  await Promise.all([
    hotelId ? queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }) : null,
    queryClient.invalidateQueries({ queryKey: smoobuKeys.apartments(hotelId) }),
    queryClient.invalidateQueries({ queryKey: smoobuKeys.channels(hotelId) }),
  ]);
}
