import { LayoutDashboard } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const dashboardMenuItems: MenuItem[] = [
  { to: '/', labelKey: 'dashboard.menu.dashboard', icon: LayoutDashboard, isExact: true },
];
