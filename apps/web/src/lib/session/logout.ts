import { queryClient } from '@/lib/query-client';
import { navigateTo } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session/session-store';

/** Logout is client-side only (spec §4): forget the token and all cached data, go to /login. */
export function logout() {
  useSessionStore.getState().clearToken();
  queryClient.clear();
  navigateTo('/login', { replace: true });
}
