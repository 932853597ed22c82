import type { MenuItem } from '@/lib/menu-item';

export const guestsMenuItems: MenuItem[] = [];
