import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@hotel/shared/contracts/user';
import { apiClient } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';
import { useSessionStore } from '@/lib/session/session-store';

export async function fetchCurrentUser() {
  const { data } = await apiClient.get<SessionUser>('/auth/user');
  return data;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.user(), queryFn: fetchCurrentUser, staleTime: 60_000 });

export function useCurrentUser() {
  const hasToken = useSessionStore((state) => Boolean(state.token));
  return useQuery({ ...currentUserQueryOptions(), enabled: hasToken });
}

/** For screens behind the `auth` guard, where the loader has already fetched the user. */
export function useSignedInUser(): SessionUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser used outside an authenticated route');
  return data;
}
