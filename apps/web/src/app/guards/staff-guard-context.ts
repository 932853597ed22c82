import type { LoaderFunctionArgs } from 'react-router';
import type { GuardContext } from '@/lib/routing/resolve-guards';
import { loadSession } from '@/lib/session/load-session';

/** The staff guards decide on the signed-in user and the membership in the current hotel. */
export async function loadStaffGuardContext(
  _guardNames: readonly string[],
  { request }: LoaderFunctionArgs,
): Promise<GuardContext> {
  const session = await loadSession();
  return {
    user: session?.user ?? null,
    membership: session?.membership ?? null,
    hasGuestToken: false,
    guestAppHotel: null,
    pathname: new URL(request.url).pathname,
  };
}
