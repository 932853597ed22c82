import type { LoaderFunctionArgs } from 'react-router';
import { hasGuestToken, readLastGuestAppHotel } from '@/lib/guest-session';
import type { GuardContext } from '@/lib/routing/resolve-guards';

/** Guests have no staff session: the guest-app guard decides on the guest token alone. */
export async function loadGuestGuardContext(
  _guardNames: readonly string[],
  { params, request }: LoaderFunctionArgs,
): Promise<GuardContext> {
  return {
    user: null,
    membership: null,
    hasGuestToken: hasGuestToken(),
    guestAppHotel: params.hotel ?? readLastGuestAppHotel(),
    pathname: new URL(request.url).pathname,
  };
}
