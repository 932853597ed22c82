import { hasGuestToken, defaultGuestAppHotel } from '@/lib/guest-session';
import type { RouteMatch } from '@/lib/page-router/page-router';
import type { GuardContext } from '@/lib/routing/resolve-guards';

/** Guests have no staff session: the guest-app guard decides on the guest token alone. */
export function guestGuardContext({ params, pathname }: RouteMatch): GuardContext {
  return {
    user: null,
    membership: null,
    hasGuestToken: hasGuestToken(),
    guestAppHotel: params.hotel ?? defaultGuestAppHotel(),
    pathname,
  };
}
