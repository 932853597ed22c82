import { Users } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const guestsMenuItems: MenuItem[] = [
  { to: '/guests', labelKey: 'guests.menu', icon: Users, permission: 'viewBookings' },
];
