import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const readGuards = ['permission:viewBookings'] as const;

/** /booking, /booking/create and /booking/:id (spec §2). */
export const bookingRoutes: RouteObject[] = [
  {
    path: 'booking',
    handle: { guards: readGuards, titleKey: 'bookings.list.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/bookings-page')).BookingsPage },
  },
  {
    path: 'booking/create',
    handle: {
      guards: ['permission:manageBookings'],
      titleKey: 'bookings.create.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/booking-create-page')).BookingCreatePage,
    },
  },
  {
    path: 'booking/:id',
    handle: {
      guards: readGuards,
      titleKey: 'bookings.detail.title',
      isValid: (params) => /^[0-9a-f-]{36}$/i.test(params.id ?? ''),
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/booking-detail-page')).BookingDetailPage,
    },
  },
];
