import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SmoobuChannels, smoobuChannelsInputSchema } from '@hotel/shared/contracts/smoobu';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';
import { smoobuKeys } from './smoobu-keys';

export type SmoobuChannelsInput = z.infer<typeof smoobuChannelsInputSchema>;

/** GET /api/plugin/smoobu/channels */
export async function getSmoobuChannels() {
  const { data } = await apiClient.get<SmoobuChannels>('/plugin/smoobu/channels');
  return data;
}

/** Asked by the channels step, which opens only once a key is stored. */
export function useSmoobuChannels() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: smoobuKeys.channels(hotelId), queryFn: getSmoobuChannels });
}

/** PUT /api/plugin/smoobu/channels */
export async function saveSmoobuChannels(body: SmoobuChannelsInput) {
  const { data } = await apiClient.put<SmoobuChannels>('/plugin/smoobu/channels', body);
  return data;
}

export function useSaveSmoobuChannelsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveSmoobuChannels,
    onSuccess: async (saved) => {
      queryClient.setQueryData(smoobuKeys.channels(hotelId), saved);
      // The plugin's state (and the hotel's plugin section) carry the chosen channel id.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: smoobuKeys.state(hotelId) }),
        hotelId ? queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }) : null,
      ]);
    },
  });
}
