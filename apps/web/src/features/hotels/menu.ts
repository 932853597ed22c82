import { Settings } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const hotelsMenuItems: MenuItem[] = [
  {
    to: '/settings/hotel',
    labelKey: 'hotels.menu.settings',
    icon: Settings,
    permission: 'manageHotel',
    activePrefix: '/settings/',
  },
];
