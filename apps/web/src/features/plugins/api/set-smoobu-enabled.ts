import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';
import { refreshSmoobuState, type SmoobuPlugin } from './save-smoobu-credentials';

/** PUT /api/plugin/smoobu: switches the sync on (refused without key, room or channel) or off. */
export async function setSmoobuEnabled(enabled: boolean) {
  const { data } = await apiClient.put<SmoobuPlugin>('/plugin/smoobu', { enabled });
  return data;
}

export function useSetSmoobuEnabledMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: setSmoobuEnabled,
    onSuccess: () => refreshSmoobuState(hotelId),
  });
}
