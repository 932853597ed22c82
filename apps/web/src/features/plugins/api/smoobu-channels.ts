import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SmoobuChannels, smoobuChannelsInputSchema } from '@hotel/shared/contracts/smoobu';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';
import { smoobuKeys } from './smoobu-keys';

/** The API may add the hotel's webhook address (with its token) to the channel answer. */
export type SmoobuChannelSettings = SmoobuChannels & { webhookUrl?: string | null };
export type SmoobuChannelsInput = z.infer<typeof smoobuChannelsInputSchema>;

/** GET /api/plugin/smoobu/channels */
export async function getSmoobuChannels() {
  const { data } = await apiClient.get<SmoobuChannelSettings>('/plugin/smoobu/channels');
  return data;
}

export function useSmoobuChannels({ enabled }: { enabled: boolean }) {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useQuery({ queryKey: smoobuKeys.channels(hotelId), queryFn: getSmoobuChannels, enabled });
}

/** PUT /api/plugin/smoobu/channels */
export async function saveSmoobuChannels(body: SmoobuChannelsInput) {
  const { data } = await apiClient.put<SmoobuChannelSettings>('/plugin/smoobu/channels', body);
  return data;
}

export function useSaveSmoobuChannelsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveSmoobuChannels,
    onSuccess: async (saved) => {
      queryClient.setQueryData(smoobuKeys.channels(hotelId), saved);
      // The hotel's plugin section carries the chosen channel id.
      if (hotelId) await queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) });
    },
  });
}
