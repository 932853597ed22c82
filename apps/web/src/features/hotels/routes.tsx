import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** Staff pages (Default layout, behind `auth`). */
export const hotelsStaffRoutes: RouteObject[] = [
  {
    path: 'settings/hotel',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'hotels.settings.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/hotel-settings-page')).HotelSettingsPage,
    },
  },
  {
    path: 'settings/features',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'hotels.features.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/features-page')).FeaturesPage,
    },
  },
  {
    path: 'hotel/create',
    handle: { titleKey: 'hotels.create.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/create-hotel-page')).CreateHotelPage,
    },
  },
];
