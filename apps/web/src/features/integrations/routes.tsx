import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /integrations (manageHotel): the overview and the RoomRaccoon connection. */
export const integrationRoutes: RouteObject[] = [
  {
    path: 'integrations',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'integrations.overview.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/integrations-page')).IntegrationsPage,
    },
  },
  {
    path: 'integrations/roomraccoon',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'integrations.roomRaccoon.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/roomraccoon-page')).RoomRaccoonPage,
    },
  },
];
