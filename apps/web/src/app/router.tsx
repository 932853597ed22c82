import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminMenuItems, staffMenuItems } from '@/app/menu/menu-items';
import { settingsItems } from '@/app/menu/settings-items';
import { loadStaffGuardContext } from '@/app/guards/staff-guard-context';
import { StaffRouteError } from '@/app/layouts/staff-route-error';
import { openFirstSettingsPage } from '@/app/settings/settings-index';
import { StaffRootShell } from '@/app/staff-root-shell';
import { RouteErrorPage } from '@/components/shell/route-error-page';
import { PageSpinner } from '@/components/ui/spinner';
import { namespaceOf, SHARED_MESSAGES } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/route-handle';
import { notFound } from '@/lib/route-errors';
import { buildRoutes } from '@/lib/routing/build-routes';
import { adminRoutes } from '@/features/admin/routes';
import { adminIconsRoutes } from '@/features/admin-icons/routes';
import { adminHotelsRoutes } from '@/features/admin-hotels/routes';
import { adminUsersRoutes } from '@/features/admin-users/routes';
import { adminHotelRoutes } from '@/features/admin-hotel/routes';
import { adminDeliveriesRoutes } from '@/features/admin-deliveries/routes';
import { adminHotelLocksRoute, adminPlatformRoutes } from '@/features/admin-platform/routes';
import { authGuestRoutes, authOpenRoutes, authStaffRoutes } from '@/features/auth/routes';
import { bookingRoutes } from '@/features/bookings/routes';
import { errorLogRoutes } from '@/features/error-log/routes';
import { calendarRoutes } from '@/features/calendar/routes';
import { guestNotificationSettingsRoutes } from '@/features/guest-notifications/routes';
import { guestRoutes } from '@/features/guests/routes';
import { hotelSetupRoutes } from '@/features/hotel-setup/routes';
import { hotelsStaffRoutes } from '@/features/hotels/routes';
import { integrationRoutes } from '@/features/integrations/routes';
import { housekeepingRoutes } from '@/features/housekeeping/routes';
import { lockSettingsRoutes } from '@/features/locks/routes';
import { paymentRoutes, paymentSettingsRoutes } from '@/features/payments/routes';
import { pluginRoutes } from '@/features/plugins/routes';
import { teamSettingsRoutes, teamStaffRoutes } from '@/features/team/routes';

const layouts = {
  default: async () => (await import('@/app/layouts/default-layout')).DefaultLayout,
  empty: async () => (await import('@/app/layouts/empty-layout')).EmptyLayout,
  settings: async () => (await import('@/app/settings/settings-layout')).SettingsLayout,
};

/** The namespaces of a menu's labels: the layout that shows the menu loads them. */
function labelNamespaces(items: readonly { labelKey: string }[], ...more: string[]) {
  return [...new Set([...items.map((item) => namespaceOf(item.labelKey)), ...more])];
}

const settingsNavTexts = labelNamespaces(settingsItems, 'settings');

/** A pathless group whose pages use the texts of these namespaces. */
function withTexts(namespaces: readonly string[], children: RouteObject[]): RouteObject {
  return { handle: { namespaces } satisfies RouteHandle, children };
}

/** The staff area's pages (Default layout, behind `auth`). */
const staffPages: RouteObject[] = [
  {
    index: true,
    handle: {
      titleKey: 'dashboard.title',
      namespaces: ['dashboard', 'hotels', 'team'],
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('@/app/home-page')).HomePage },
  },
  withTexts(['auth'], authStaffRoutes),
  withTexts(['team'], teamStaffRoutes),
  withTexts(['calendar'], calendarRoutes),
  // The payments panel of a booking uses the payment status menu's texts.
  withTexts(['bookings', 'payments'], bookingRoutes),
  withTexts(['housekeeping'], housekeepingRoutes),
  withTexts(['payments'], paymentRoutes),
  withTexts(['guests'], guestRoutes),
  withTexts(['plugins'], pluginRoutes),
  withTexts(['integrations'], integrationRoutes),
  {
    handle: { namespaces: settingsNavTexts } satisfies RouteHandle,
    lazy: { Component: layouts.settings },
    children: [withTexts(['team'], teamSettingsRoutes)],
  },
  // Pages below /settings share the settings navigation (app/menu/settings-items.ts).
  {
    handle: { namespaces: settingsNavTexts } satisfies RouteHandle,
    lazy: { Component: layouts.settings },
    children: [
      withTexts(['hotels'], hotelsStaffRoutes),
      withTexts(['hotelSetup'], hotelSetupRoutes),
      withTexts(['locks'], lockSettingsRoutes),
      withTexts(['payments'], paymentSettingsRoutes),
      withTexts(['guestNotifications'], guestNotificationSettingsRoutes),
    ],
  },
  // /settings alone: the first settings page the person may open.
  {
    path: 'settings',
    handle: { guards: ['auth'] } satisfies RouteHandle,
    loader: openFirstSettingsPage,
  },
  { path: '*', loader: () => notFound() },
];

/**
 * The staff app's route trees per area (the public page and the guest app are entries of their
 * own). Each feature exports its routes; a route declares its guards in `handle.guards` and
 * inherits those of its parents, and the translation namespaces its screens use.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: StaffRootShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    // The shared catalogue (form validation, API errors) shows on nearly every screen: declared
    // here it loads with the first route, in the shown language only, instead of both languages
    // and the contracts they name in the entry script before the login form can render.
    handle: { namespaces: ['app', SHARED_MESSAGES] } satisfies RouteHandle,
    children: [
      // Login-type pages: Empty layout.
      {
        handle: { guards: ['guest'], namespaces: ['auth'] } satisfies RouteHandle,
        lazy: { Component: layouts.empty },
        children: authGuestRoutes,
      },
      {
        handle: { namespaces: ['auth'] } satisfies RouteHandle,
        lazy: { Component: layouts.empty },
        children: authOpenRoutes,
      },
      // Staff: Default layout (its user menu offers "create hotel").
      {
        handle: {
          guards: ['auth'],
          // The header's bell and door button speak in their namespaces on every page.
          namespaces: labelNamespaces(staffMenuItems, 'hotels', 'notifications', 'locks'),
        } satisfies RouteHandle,
        lazy: { Component: layouts.default },
        children: [
          {
            // Refusals, unknown addresses and failures show inside the layout: menu and header
            // stay. The full-screen error page is left for errors outside the staff area.
            ErrorBoundary: StaffRouteError,
            children: staffPages,
          },
        ],
      },
      // Admin: Default layout with the admin menu.
      {
        path: 'admin',
        handle: {
          guards: ['auth', 'superAdmin'],
          namespaces: labelNamespaces(adminMenuItems, 'hotels'),
        } satisfies RouteHandle,
        lazy: { Component: layouts.default },
        children: [
          {
            ErrorBoundary: StaffRouteError,
            children: [
              ...adminRoutes,
              ...adminIconsRoutes,
              ...adminHotelsRoutes,
              ...adminUsersRoutes,
              ...adminHotelRoutes([adminHotelLocksRoute]),
              ...errorLogRoutes,
              ...adminDeliveriesRoutes,
              ...adminPlatformRoutes,
              { path: '*', loader: () => notFound() },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(appRoutes, loadStaffGuardContext));
}
