import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /payment (spec §2). */
export const paymentRoutes: RouteObject[] = [
  {
    path: 'payment',
    handle: {
      guards: ['permission:viewBookings'],
      titleKey: 'payments.list.title',
    } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/payments-page')).PaymentsPage },
  },
];

/** /settings/payments (manageHotel), inside the settings layout. */
export const paymentSettingsRoutes: RouteObject[] = [
  {
    path: 'settings/payments',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'payments.settings.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/payment-settings-page')).PaymentSettingsPage,
    },
  },
];
