import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /guests (spec §2). */
export const guestRoutes: RouteObject[] = [
  {
    path: 'guests',
    handle: { guards: ['permission:viewBookings'], titleKey: 'guests.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/guests-page')).GuestsPage },
  },
];
