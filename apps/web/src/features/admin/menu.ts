import {
  Bug,
  Building2,
  LayoutDashboard,
  MessageSquareWarning,
  PackagePlus,
  Server,
  Shapes,
  Users,
} from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

/** The admin area's own menu (super admins), in display order. */
export const adminMenuItems: MenuItem[] = [
  { to: '/admin/dashboard', labelKey: 'admin.menu.dashboard', icon: LayoutDashboard },
  { to: '/admin/hotel', labelKey: 'admin.menu.hotels', icon: Building2 },
  { to: '/admin/users', labelKey: 'admin.menu.users', icon: Users },
  { to: '/admin/error_log', labelKey: 'admin.menu.errorLog', icon: Bug },
  {
    to: '/admin/guest_notification',
    labelKey: 'admin.menu.guestNotifications',
    icon: MessageSquareWarning,
  },
  { to: '/admin/service_presets', labelKey: 'admin.menu.servicePresets', icon: PackagePlus },
  { to: '/admin/soap', labelKey: 'admin.menu.soap', icon: Server },
  { to: '/admin/ui/icons', labelKey: 'admin.menu.icons', icon: Shapes },
];
