import type { MenuItem } from '@/lib/menu-item';
import { adminMenuItems as adminDashboardItems } from '@/features/admin/menu';
import { bookingsMenuItems } from '@/features/bookings/menu';
import { calendarMenuItems } from '@/features/calendar/menu';
import { dashboardMenuItems } from '@/features/dashboard/menu';
import { guestsMenuItems } from '@/features/guests/menu';
import { hotelsMenuItems } from '@/features/hotels/menu';
import { housekeepingMenuItems } from '@/features/housekeeping/menu';
import { paymentsMenuItems } from '@/features/payments/menu';
import { pluginsMenuItems } from '@/features/plugins/menu';

/** Side menu of the hotel screens, in display order. A new feature adds one spread here. */
export const staffMenuItems: MenuItem[] = [
  ...dashboardMenuItems,
  ...calendarMenuItems,
  ...bookingsMenuItems,
  ...housekeepingMenuItems,
  ...paymentsMenuItems,
  ...guestsMenuItems,
  ...hotelsMenuItems,
  ...pluginsMenuItems,
];

/** Side menu of the admin area (super admins). */
export const adminMenuItems: MenuItem[] = [...adminDashboardItems];
