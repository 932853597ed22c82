import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootShell } from '@/components/shell/root-shell';
import { RouteErrorPage } from '@/components/shell/error-page';
import { PageSpinner } from '@/components/ui/spinner';
import type { RouteHandle } from '@/lib/route-handle';
import { notFound } from '@/lib/route-errors';
import { buildRoutes } from '@/lib/routing/build-routes';
import { GuestAppLayout } from '@/entries/guest-app/guest-app-layout';
import { loadGuestGuardContext } from '@/entries/guest-app/guest-guard-context';
import { guestAppRoute } from '@/features/guest-app/routes';

/** The guest app (`/guest_app/…`), an entry of its own; its layout is in the entry chunk. */
const guestAppRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell entry="guest-app" />,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    handle: { namespaces: ['app', 'guestApp'] } satisfies RouteHandle,
    children: [
      { ...guestAppRoute, Component: GuestAppLayout },
      { path: '*', loader: () => notFound() },
    ],
  },
];

export function createGuestAppRouter() {
  return createBrowserRouter(buildRoutes(guestAppRoutes, loadGuestGuardContext));
}
