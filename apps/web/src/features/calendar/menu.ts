import { CalendarDays } from 'lucide-react';
import type { MenuItem } from '@/lib/menu-item';

export const calendarMenuItems: MenuItem[] = [
  {
    to: '/calendar',
    labelKey: 'calendar.menu.calendar',
    icon: CalendarDays,
    permission: 'viewBookings',
  },
];
