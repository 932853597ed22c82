import {
  BedDouble,
  Building2,
  ConciergeBell,
  CreditCard,
  DoorOpen,
  Layers,
  MessageSquareText,
  ShieldCheck,
  ToggleRight,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Membership, SessionUser } from '@hotel/shared/contracts/user';
import { effectivePermissions, isOwner, type Permission } from '@hotel/shared/permissions';

/** One entry of the settings sub-navigation; `owner` means owners and super admins only. */
export interface SettingsItem {
  to: string;
  /** i18n key of the visible label. */
  labelKey: string;
  icon: LucideIcon;
  permission: Permission | 'owner';
}

/**
 * The settings pages, in display order. The side menu's Settings entry leads here; every page
 * below `/settings` shows these as its secondary navigation. A new settings page adds one line
 * when it is finished (the navigation only appears once there are two pages to choose from).
 */
export const settingsItems: SettingsItem[] = [
  {
    to: '/settings/hotel',
    labelKey: 'settings.nav.hotel',
    icon: Building2,
    permission: 'manageHotel',
  },
  {
    to: '/settings/room_types',
    labelKey: 'hotelSetup.nav.roomTypes',
    icon: Layers,
    permission: 'manageHotel',
  },
  {
    to: '/settings/rooms',
    labelKey: 'hotelSetup.nav.rooms',
    icon: BedDouble,
    permission: 'manageHotel',
  },
  {
    to: '/settings/services',
    labelKey: 'hotelSetup.nav.services',
    icon: ConciergeBell,
    permission: 'manageHotel',
  },
  {
    to: '/settings/locks',
    labelKey: 'locks.nav',
    icon: DoorOpen,
    permission: 'manageHotel',
  },
  {
    to: '/settings/payments',
    labelKey: 'payments.settings.nav',
    icon: CreditCard,
    permission: 'manageHotel',
  },
  {
    to: '/settings/guest_notifications',
    labelKey: 'guestNotifications.nav',
    icon: MessageSquareText,
    permission: 'manageHotel',
  },
  {
    to: '/settings/features',
    labelKey: 'settings.nav.features',
    icon: ToggleRight,
    permission: 'manageHotel',
  },
  {
    to: '/settings/employees',
    labelKey: 'settings.nav.employees',
    icon: Users,
    permission: 'owner',
  },
  {
    to: '/settings/user_group',
    labelKey: 'settings.nav.userGroups',
    icon: ShieldCheck,
    permission: 'owner',
  },
];

/** The settings pages this person may open in the current hotel, in display order. */
export function visibleSettingsItems(
  user: SessionUser | null | undefined,
  membership: Membership | null,
): SettingsItem[] {
  if (!user) return [];
  const permissions = effectivePermissions(user, membership);
  return settingsItems.filter((item) =>
    item.permission === 'owner' ? isOwner(user, membership) : permissions.includes(item.permission),
  );
}
