import type { MenuItem } from '@/lib/menu-item';
import { adminMenuItems as adminDashboardItems } from '@/features/admin/menu';
import { dashboardMenuItems } from '@/features/dashboard/menu';
import { hotelsMenuItems } from '@/features/hotels/menu';

/** Side menu of the hotel screens, in display order. A new feature adds one spread here. */
export const staffMenuItems: MenuItem[] = [...dashboardMenuItems, ...hotelsMenuItems];

/** Side menu of the admin area (super admins). */
export const adminMenuItems: MenuItem[] = [...adminDashboardItems];
