import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const guards = ['permission:manageHotel'] as const;

/** Settings pages of the hotel setup (inside the settings layout, behind `auth`). */
export const hotelSetupRoutes: RouteObject[] = [
  {
    path: 'settings/services',
    handle: { guards, titleKey: 'hotelSetup.services.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/services-page')).ServicesPage },
  },
];
