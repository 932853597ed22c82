import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest, PasswordChangeResponse } from '@hotel/shared/contracts/auth';
import { apiClient } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session/session-store';

/** The change ends every session; this one goes on with the fresh token of the answer. */
export async function changePassword(body: PasswordChangeRequest) {
  const { data } = await apiClient.put<PasswordChangeResponse>('/auth/password/change', body);
  useSessionStore.getState().setToken(data.token);
  return data;
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
