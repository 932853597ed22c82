import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { sessionKeys } from '@/lib/session/session-keys';
import { authKeys } from '@/features/auth/api/auth-keys';

export async function confirmEmail(token: string) {
  const { data } = await apiClient.post<{ message: string }>(
    '/auth/confirmation',
    { token },
    { anonymous: true },
  );
  // A signed-in user's emailConfirmed / pendingEmail just changed.
  await queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
  return data;
}

/**
 * A query, not a mutation: the page confirms once when it opens, and React's double effects
 * or a re-render must not send the one-time token twice.
 */
export const confirmEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmation(token),
    queryFn: () => confirmEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useConfirmEmail(token: string) {
  return useQuery({ ...confirmEmailQueryOptions(token), enabled: Boolean(token) });
}
