import type { Membership, SessionUser } from '@hotel/shared/contracts/user';
import { hasPermission, isOwner, PERMISSIONS, type Permission } from '@hotel/shared/permissions';

export interface GuardContext {
  user: SessionUser | null;
  membership: Membership | null;
  hasGuestToken: boolean;
  /** The hotel of a guest-app route: the URL segment, else the token's or the last one visited. */
  guestAppHotel: string | null;
  pathname: string;
}

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | {
      kind: 'deny';
      status: number;
      /** Shown one after another, e.g. the missing permission's text and then the ending. */
      messageKeys: string[];
      params?: Record<string, string>;
    };

type Guard = (context: GuardContext, argument: string | undefined) => GuardOutcome | null;

const allow = null;
const deny = (status: number, ...messageKeys: string[]): GuardOutcome => ({
  kind: 'deny',
  status,
  messageKeys,
});

function isPermission(value: string | undefined): value is Permission {
  return (PERMISSIONS as readonly (string | undefined)[]).includes(value);
}

function isGuestAppLoginPath(pathname: string) {
  return /\/login\/?$/.test(pathname);
}

const guards: Record<string, Guard> = {
  auth: ({ user }) => (user ? allow : { kind: 'redirect', to: '/login' }),
  guest: ({ user }) => (user ? { kind: 'redirect', to: '/' } : allow),
  owner: ({ user, membership }) => {
    if (!user) return { kind: 'redirect', to: '/login' };
    return isOwner(user, membership) ? allow : deny(403, 'errors.ownerOnly');
  },
  permission: ({ user, membership }, permission) => {
    if (!user) return { kind: 'redirect', to: '/login' };
    if (!isPermission(permission)) return null;
    return hasPermission(user, membership, permission)
      ? allow
      : deny(403, `errors.${permission}`, 'errors.permissionEnding');
  },
  superAdmin: ({ user }) => {
    if (!user) return { kind: 'redirect', to: '/login' };
    return user.superAdmin ? allow : deny(403, 'errors.superAdminOnly');
  },
  guestAppAuth: ({ hasGuestToken, guestAppHotel, pathname }) => {
    if (!guestAppHotel) return allow;
    const hotelPath = `/guest_app/${encodeURIComponent(guestAppHotel)}`;
    const isLoginPath = isGuestAppLoginPath(pathname);
    if (!hasGuestToken && !isLoginPath) return { kind: 'redirect', to: `${hotelPath}/login` };
    if (hasGuestToken && isLoginPath) return { kind: 'redirect', to: `${hotelPath}?redirect=true` };
    return allow;
  },
};

function unknownGuard(name: string): GuardOutcome {
  return {
    kind: 'deny',
    status: 500,
    messageKeys: ['app.errors.unknownMiddleware'],
    params: { name },
  };
}

/**
 * Runs a route's guards in order; the first one that redirects or denies wins.
 * A name is `guard` or `guard:argument` (e.g. `permission:manageHotel`).
 */
export function resolveGuards(names: readonly string[], context: GuardContext): GuardOutcome {
  for (const name of names) {
    const [guardName = '', argument] = name.split(':', 2);
    const guard = guards[guardName];
    if (!guard) return unknownGuard(name);
    if (guardName === 'permission' && !isPermission(argument)) return unknownGuard(name);
    const outcome = guard(context, argument);
    if (outcome) return outcome;
  }
  return { kind: 'allow' };
}
