import { queryClient } from '@/lib/query-client';
import { navigateTo } from '@/lib/navigation';
import { useSessionStore } from '@/lib/session/session-store';

/** Logout is client-side only (spec §4): forget the token and all cached data, go to /login. */
export async function logout() {
  useSessionStore.getState().clearToken();
  await navigateTo('/login', { replace: true });
  // Only now: the staff screens that read the cached user have left the page.
  queryClient.clear();
}
