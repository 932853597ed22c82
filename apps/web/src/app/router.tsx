import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/app/layouts/error-page';
import { RootShell } from '@/app/root-shell';
import { buildRoutes } from '@/app/routing/build-routes';
import { PageSpinner } from '@/components/ui/spinner';
import type { RouteHandle } from '@/lib/route-handle';
import { notFound } from '@/lib/route-errors';
import { adminRoutes } from '@/features/admin/routes';
import { authGuestRoutes, authOpenRoutes, authStaffRoutes } from '@/features/auth/routes';
import { bookingRoutes } from '@/features/bookings/routes';
import { calendarRoutes } from '@/features/calendar/routes';
import { guestAppRoute } from '@/features/guest-app/routes';
import { guestRoutes } from '@/features/guests/routes';
import { hotelSetupRoutes } from '@/features/hotel-setup/routes';
import { hotelsStaffRoutes } from '@/features/hotels/routes';
import { housekeepingRoutes } from '@/features/housekeeping/routes';
import { paymentRoutes, paymentSettingsRoutes } from '@/features/payments/routes';
import { publicPageRoute } from '@/features/public-page/routes';
import { teamSettingsRoutes } from '@/features/team/routes';

const layouts = {
  default: async () => (await import('@/app/layouts/default-layout')).DefaultLayout,
  empty: async () => (await import('@/app/layouts/empty-layout')).EmptyLayout,
  guestApp: async () => (await import('@/app/layouts/guest-app-layout')).GuestAppLayout,
  publicHotel: async () => (await import('@/app/layouts/public-hotel-layout')).PublicHotelLayout,
  publicGuest: async () => (await import('@/app/layouts/public-guest-layout')).PublicGuestLayout,
  settings: async () => (await import('@/app/settings/settings-layout')).SettingsLayout,
};

/**
 * The route trees per area. Each feature exports its routes; a route declares its guards in
 * `handle.guards` and inherits those of its parents.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      // Login-type pages: Empty layout.
      {
        handle: { guards: ['guest'] } satisfies RouteHandle,
        lazy: { Component: layouts.empty },
        children: authGuestRoutes,
      },
      { lazy: { Component: layouts.empty }, children: authOpenRoutes },
      // Staff: Default layout.
      {
        handle: { guards: ['auth'] } satisfies RouteHandle,
        lazy: { Component: layouts.default },
        children: [
          {
            index: true,
            handle: { titleKey: 'dashboard.title' } satisfies RouteHandle,
            lazy: { Component: async () => (await import('@/app/home-page')).HomePage },
          },
          ...authStaffRoutes,
          ...calendarRoutes,
          ...bookingRoutes,
          ...housekeepingRoutes,
          ...paymentRoutes,
          ...guestRoutes,
          { lazy: { Component: layouts.settings }, children: teamSettingsRoutes },
          // Pages below /settings share the settings navigation (app/menu/settings-items.ts).
          {
            lazy: { Component: layouts.settings },
            children: [...hotelsStaffRoutes, ...hotelSetupRoutes, ...paymentSettingsRoutes],
          },
        ],
      },
      // Admin: Default layout with the admin menu.
      {
        path: 'admin',
        handle: { guards: ['auth', 'superAdmin'] } satisfies RouteHandle,
        lazy: { Component: layouts.default },
        children: adminRoutes,
      },
      // Guests: Guest app layout.
      { ...guestAppRoute, lazy: { Component: layouts.guestApp } },
      // Visitors: Public hotel + Public guest layouts.
      {
        path: publicPageRoute.path,
        loader: publicPageRoute.loader,
        lazy: { Component: layouts.publicHotel },
        children: [
          { lazy: { Component: layouts.publicGuest }, children: publicPageRoute.pageRoutes },
        ],
      },
      { path: '*', loader: () => notFound() },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(appRoutes));
}
