import { SprayCan } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const housekeepingMenuItems: MenuItem[] = [
  {
    to: '/housekeeping',
    labelKey: 'housekeeping.menu.housekeeping',
    icon: SprayCan,
    permission: 'viewBookings',
  },
];
