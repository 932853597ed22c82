import { effectivePermissions, type Permission } from '@hotel/shared/permissions';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { useSessionStore } from '@/lib/session/session-store';

/** The signed-in person's membership in the current hotel and what it allows. */
export function useCurrentMembership() {
  const { data: user } = useCurrentUser();
  const hotelId = useSessionStore((state) => state.currentHotelId);
  return user?.memberships.find((membership) => membership.hotel._id === hotelId) ?? null;
}

export function usePermissions(): Permission[] {
  const { data: user } = useCurrentUser();
  const membership = useCurrentMembership();
  if (!user) return [];
  return effectivePermissions(user, membership);
}

export function useHasPermission(permission: Permission) {
  return usePermissions().includes(permission);
}
