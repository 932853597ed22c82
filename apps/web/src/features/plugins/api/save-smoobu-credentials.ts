import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { smoobuPluginSchema } from '@hotel/shared/contracts/hotel-integrations';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { hotelKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';
import { smoobuKeys } from './smoobu-keys';

export type SmoobuPlugin = z.infer<typeof smoobuPluginSchema>;

/** PUT /api/plugin/smoobu/credentials: the API checks the key at Smoobu, then stores it. */
export async function saveSmoobuCredentials(apiKey: string) {
  const { data } = await apiClient.put<SmoobuPlugin>('/plugin/smoobu/credentials', {
    api_key: apiKey,
  });
  return data;
}

/** The hotel answer holds the plugin's state; a new key may see other apartments and channels. */
export async function refreshSmoobuState(hotelId: string | null) {
  await Promise.all([
    hotelId ? queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }) : null,
    queryClient.invalidateQueries({ queryKey: smoobuKeys.hotel(hotelId) }),
  ]);
}

export function useSaveSmoobuCredentialsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveSmoobuCredentials,
    onSuccess: () => refreshSmoobuState(hotelId),
  });
}
