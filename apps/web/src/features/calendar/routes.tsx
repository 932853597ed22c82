import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /calendar (spec §2). */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'calendar',
    handle: {
      guards: ['permission:viewBookings'],
      titleKey: 'calendar.title',
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/calendar-page')).CalendarPage },
  },
];
