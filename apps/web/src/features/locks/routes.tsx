import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /settings/locks (manageHotel), inside the settings layout, behind `auth`. */
export const lockSettingsRoutes: RouteObject[] = [
  {
    path: 'settings/locks',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'locks.page.title',
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/locks-page')).LocksPage },
  },
];
