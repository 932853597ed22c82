/**
 * Effective permissions, computed in one place for the server guards and the web menu (spec §6).
 * Super admins and owners hold all three; a member holds exactly what their user group grants.
 */
export const PERMISSIONS = ['viewBookings', 'manageBookings', 'manageHotel'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MEMBERSHIP_ROLES = ['owner', 'member'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** The role shown to people: super admins are "admin", members are shown as Employee. */
export type DisplayedRole = 'admin' | MembershipRole;

export interface PermissionSubject {
  superAdmin: boolean;
}

export interface MembershipGrant {
  role: MembershipRole;
  group?: { permissions: readonly Permission[] } | null;
}

export function effectivePermissions(
  user: PermissionSubject,
  membership: MembershipGrant | null | undefined,
): Permission[] {
  if (user.superAdmin) return [...PERMISSIONS];
  if (!membership) return [];
  if (membership.role === 'owner') return [...PERMISSIONS];
  const granted = new Set(membership.group?.permissions ?? []);
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export function hasPermission(
  user: PermissionSubject,
  membership: MembershipGrant | null | undefined,
  permission: Permission,
): boolean {
  return effectivePermissions(user, membership).includes(permission);
}

export function isOwner(user: PermissionSubject, membership: MembershipGrant | null | undefined) {
  return user.superAdmin || membership?.role === 'owner';
}

export function displayedRole(
  user: PermissionSubject,
  membership: MembershipGrant | null | undefined,
): DisplayedRole {
  if (user.superAdmin) return 'admin';
  return membership?.role ?? 'member';
}

/**
 * Who may read the hotel's room types, rooms and services: whoever sees or makes bookings must
 * see what a booking is (its room type, room, services, price). Changing them is manageHotel.
 */
export const HOTEL_CATALOG_READERS = ['viewBookings', 'manageBookings', 'manageHotel'] as const;
