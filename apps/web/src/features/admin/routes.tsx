import { redirect, type RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** Children of /admin (Default layout, behind `auth` and `superAdmin`). */
export const adminRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/admin/dashboard') },
  {
    path: 'dashboard',
    handle: { titleKey: 'admin.dashboard.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/admin-dashboard-page')).AdminDashboardPage,
    },
  },
];
