import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /plugins/public_page (manageHotel): the public booking page's settings. */
export const pluginRoutes: RouteObject[] = [
  {
    path: 'plugins/public_page',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'plugins.publicPage.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () =>
        (await import('./pages/public-page-settings-page')).PublicPageSettingsPage,
    },
  },
];
