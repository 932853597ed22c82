import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';
import { isUuid } from '@/lib/uuid';

/**
 * Children of /admin: one hotel's pages under its header and tabs. Tabs another feature owns
 * (the locks page) come in from the router, since a feature never imports another.
 */
export const adminHotelRoutes = (otherTabs: RouteObject[]): RouteObject[] => [
  {
    path: 'hotel/:hotelId',
    handle: {
      namespaces: ['adminHotel', 'hotels'],
      isValid: (params) => isUuid(params.hotelId),
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/admin-hotel-layout')).AdminHotelLayout,
    },
    children: [
      {
        index: true,
        handle: { titleKey: 'adminHotel.edit.title' } satisfies RouteHandle,
        lazy: {
          Component: async () => (await import('./pages/admin-hotel-page')).AdminHotelPage,
        },
      },
      {
        path: 'settings',
        handle: { titleKey: 'adminHotel.settings.title' } satisfies RouteHandle,
        lazy: {
          Component: async () =>
            (await import('./pages/admin-hotel-settings-page')).AdminHotelSettingsPage,
        },
      },
      {
        path: 'configuration',
        handle: { titleKey: 'adminHotel.configuration.title' } satisfies RouteHandle,
        lazy: {
          Component: async () =>
            (await import('./pages/admin-hotel-configuration-page')).AdminHotelConfigurationPage,
        },
      },
      ...otherTabs,
    ],
  },
];
