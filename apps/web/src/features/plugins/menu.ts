import { Cable, Puzzle } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

/** Plugins and integrations (spec §2): manageHotel. The public booking page is the first plugin. */
export const pluginsMenuItems: MenuItem[] = [
  {
    to: '/plugins/public_page',
    labelKey: 'plugins.menu.plugins',
    icon: Puzzle,
    permission: 'manageHotel',
    activePrefix: '/plugins/',
  },
  // Next to the plugins (spec §2); its label is here so the menu loads no namespace of its own.
  {
    to: '/integrations',
    labelKey: 'plugins.menu.integrations',
    icon: Cable,
    permission: 'manageHotel',
  },
];
