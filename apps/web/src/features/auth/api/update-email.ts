import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

/** Sets a new email (to be confirmed) or, with the pending one, sends the link again. */
export async function updateEmail(body: { email: string }) {
  const { data } = await apiClient.put<SessionUser>('/auth/confirmation/update', body);
  return data;
}

export function useUpdateEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}
