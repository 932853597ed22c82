import type { SessionUser } from '@hotel/shared/contracts/user';
import { queryClient } from '@/lib/query-client';
import { navigateTo } from '@/lib/navigation';
import { currentUserQueryOptions } from '@/lib/session/current-user-query';
import { sessionKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * Shared end of login and registration: keep the token, fetch the user it belongs to
 * (spec §4: the user is fetched after login) and go to the dashboard.
 */
export async function signInWithToken(token: string, user?: SessionUser) {
  queryClient.clear();
  useSessionStore.getState().setToken(token);
  if (user) queryClient.setQueryData(sessionKeys.user(), user);
  await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  await navigateTo('/', { replace: true });
}
