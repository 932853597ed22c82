import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { storeSmoobuPlugin, type SmoobuPluginState } from './smoobu-plugin';

/** PUT /api/plugin/smoobu: switches the sync on (refused without key, room or channel) or off. */
export async function setSmoobuEnabled(enabled: boolean) {
  const { data } = await apiClient.put<SmoobuPluginState>('/plugin/smoobu', { enabled });
  return data;
}

export function useSetSmoobuEnabledMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: setSmoobuEnabled,
    onSuccess: (saved) => storeSmoobuPlugin(hotelId, saved),
  });
}
