import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /admin/users, a child of /admin next to the admin feature's own (the router spreads both). */
export const adminUsersRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: {
      titleKey: 'adminUsers.page.title',
      namespaces: ['adminUsers'],
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/admin-users-page')).AdminUsersPage },
  },
];
