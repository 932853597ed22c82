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
  {
    path: 'hotel',
    handle: {
      titleKey: 'adminHotels.list.title',
      namespaces: ['adminHotels'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () =>
        (await import('@/features/admin-hotels/pages/admin-hotels-page')).AdminHotelsPage,
    },
  },
  {
    path: 'hotel/create',
    handle: {
      titleKey: 'adminHotels.create.title',
      namespaces: ['adminHotels', 'hotels'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () =>
        (await import('@/features/admin-hotels/pages/admin-create-hotel-page'))
          .AdminCreateHotelPage,
    },
  },
];
