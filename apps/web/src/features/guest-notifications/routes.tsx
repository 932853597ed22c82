import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /settings/guest_notifications (manageHotel), inside the settings layout. */
export const guestNotificationSettingsRoutes: RouteObject[] = [
  {
    path: 'settings/guest_notifications',
    handle: {
      guards: ['permission:manageHotel'],
      titleKey: 'guestNotifications.title',
    } satisfies RouteHandle,
    lazy: {
      Component: async () =>
        (await import('./pages/guest-notification-settings-page')).GuestNotificationSettingsPage,
    },
  },
];
