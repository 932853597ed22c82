import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootShell } from '@/components/shell/root-shell';
import { RouteErrorPage } from '@/components/shell/error-page';
import { PageSpinner } from '@/components/ui/spinner';
import type { RouteHandle } from '@/lib/route-handle';
import { notFound } from '@/lib/route-errors';
import { buildRoutes } from '@/lib/routing/build-routes';
import { PublicGuestLayout } from '@/entries/public/public-guest-layout';
import { PublicHotelLayout } from '@/entries/public/public-hotel-layout';
import { publicPageRoute } from '@/features/public-page/routes';

/**
 * The public booking page (`/public/:hotel`), an entry of its own for anonymous visitors. Its
 * layouts are in the entry chunk: every page needs them, so loading them lazily only adds a trip.
 */
const publicRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell entry="public" />,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    handle: { namespaces: ['app', 'publicPage'] } satisfies RouteHandle,
    children: [
      {
        path: publicPageRoute.path,
        loader: publicPageRoute.loader,
        Component: PublicHotelLayout,
        children: [{ Component: PublicGuestLayout, children: publicPageRoute.pageRoutes }],
      },
      { path: '*', loader: () => notFound() },
    ],
  },
];

export function createPublicRouter() {
  return createBrowserRouter(buildRoutes(publicRoutes));
}
