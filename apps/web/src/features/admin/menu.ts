import { LayoutDashboard } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const adminMenuItems: MenuItem[] = [
  { to: '/admin/dashboard', labelKey: 'admin.menu.dashboard', icon: LayoutDashboard },
];
