import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { storeSmoobuPlugin, type SmoobuPluginState } from './smoobu-plugin';

/** PUT /api/plugin/smoobu/credentials: the API checks the key at Smoobu, then stores it. */
export async function saveSmoobuCredentials(apiKey: string) {
  const { data } = await apiClient.put<SmoobuPluginState>('/plugin/smoobu/credentials', {
    api_key: apiKey,
  });
  return data;
}

export function useSaveSmoobuCredentialsMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: saveSmoobuCredentials,
    onSuccess: (saved) => storeSmoobuPlugin(hotelId, saved),
  });
}
