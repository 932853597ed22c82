import { Puzzle } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

/** Plugins (spec §2): manageHotel. The public booking page is the first one. */
export const pluginsMenuItems: MenuItem[] = [
  {
    to: '/plugins/public_page',
    labelKey: 'plugins.menu.plugins',
    icon: Puzzle,
    permission: 'manageHotel',
    activePrefix: '/plugins/',
  },
];
