import { useMutation } from '@tanstack/react-query';
import { SMOOBU_KEY_HEADER, type SmoobuAccount } from '@hotel/shared/contracts/smoobu';
import { apiClient } from '@/lib/api-client';

/**
 * GET /api/plugin/smoobu/check_api: asks Smoobu whose key this is. The key travels in a header,
 * never in the address (addresses end up in logs). A press of "Check key", so a mutation.
 */
export async function checkSmoobuKey(apiKey: string) {
  const { data } = await apiClient.get<SmoobuAccount>('/plugin/smoobu/check_api', {
    headers: { [SMOOBU_KEY_HEADER]: apiKey },
  });
  return data;
}

export function useCheckSmoobuKeyMutation() {
  return useMutation({ mutationFn: checkSmoobuKey });
}
