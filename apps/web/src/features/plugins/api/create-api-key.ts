import { useMutation } from '@tanstack/react-query';
import type { ApiKeyCreated, ApiKeyCreateRequest } from '@hotel/shared/contracts/api-keys';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { apiPluginKeys } from './api-plugin-keys';

/** POST /api/plugin/api/keys: the answer is the only time the whole key is there. */
export async function createApiKey(request: ApiKeyCreateRequest) {
  const { data } = await apiClient.post<ApiKeyCreated>('/plugin/api/keys', request);
  return data;
}

export function useCreateApiKeyMutation() {
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiPluginKeys.keys(hotelId) }),
  });
}
