import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /housekeeping (spec §2). */
export const housekeepingRoutes: RouteObject[] = [
  {
    path: 'housekeeping',
    handle: {
      guards: ['permission:viewBookings'],
      titleKey: 'housekeeping.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/housekeeping-page')).HousekeepingPage,
    },
  },
];
