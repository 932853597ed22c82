import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const namespaces = ['adminPlatform'] as const;

/** Children of /admin: service presets and the platform's bwOnline SOAP account (issue 18). */
export const adminPlatformRoutes: RouteObject[] = [
  {
    path: 'service_presets',
    handle: { titleKey: 'adminPlatform.presets.title', namespaces } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/service-presets-page')).ServicePresetsPage,
    },
  },
  {
    path: 'soap',
    handle: { titleKey: 'adminPlatform.soap.title', namespaces } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/soap-page')).SoapPage },
  },
];

/** The `locks` tab of /admin/hotel/{id}: the hotel's lock provider, its secrets and its locks. */
export const adminHotelLocksRoute: RouteObject = {
  path: 'locks',
  handle: { titleKey: 'adminPlatform.locks.title', namespaces } satisfies RouteHandle,
  lazy: {
    Component: async () => (await import('./pages/admin-hotel-locks-page')).AdminHotelLocksPage,
  },
};
