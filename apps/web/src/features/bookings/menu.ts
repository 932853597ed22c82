import { BookOpen } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const bookingsMenuItems: MenuItem[] = [
  {
    to: '/booking',
    labelKey: 'bookings.menu.bookings',
    icon: BookOpen,
    permission: 'viewBookings',
  },
];
