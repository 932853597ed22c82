import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** Children of /admin (the admin layout, behind `auth` and `superAdmin`). */
export const errorLogRoutes: RouteObject[] = [
  {
    path: 'error_log',
    handle: {
      titleKey: 'errorLog.page.title',
      namespaces: ['errorLog'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/error-log-page')).ErrorLogPage,
    },
  },
];
