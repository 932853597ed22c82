import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** Children of /admin (behind `auth` and `superAdmin`, like the admin feature's own). */
export const adminDeliveriesRoutes: RouteObject[] = [
  {
    path: 'guest_notification',
    handle: {
      titleKey: 'adminDeliveries.page.title',
      namespaces: ['adminDeliveries'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/admin-deliveries-page')).AdminDeliveriesPage,
    },
  },
];
