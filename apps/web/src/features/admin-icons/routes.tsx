import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /admin/ui/icons, a child of /admin (a feature of its own: features never import each other). */
export const adminIconsRoutes: RouteObject[] = [
  {
    path: 'ui/icons',
    handle: {
      titleKey: 'adminIcons.icons.title',
      namespaces: ['adminIcons'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/admin-icons-page')).AdminIconsPage,
    },
  },
];
