import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/**
 * /admin/hotel and /admin/hotel/create, children of /admin next to the admin feature's own
 * (a feature never imports another, so the router spreads both lists).
 */
export const adminHotelsRoutes: RouteObject[] = [
  {
    path: 'hotel',
    handle: {
      titleKey: 'adminHotels.list.title',
      namespaces: ['adminHotels'],
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/admin-hotels-page')).AdminHotelsPage },
  },
  {
    path: 'hotel/create',
    handle: {
      titleKey: 'adminHotels.create.title',
      namespaces: ['adminHotels', 'hotels'],
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/admin-create-hotel-page')).AdminCreateHotelPage,
    },
  },
];
