import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { apiPluginKeys } from './api-plugin-keys';

/** DELETE /api/plugin/api/keys/{id}: the key stops working at once. */
export async function revokeApiKey(id: string) {
  await apiClient.delete(`/plugin/api/keys/${encodeURIComponent(id)}`);
}

export function useRevokeApiKeyMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiPluginKeys.keys(hotelId) }),
  });
}
