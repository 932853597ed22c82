import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** Login-type pages for people who are not signed in (Empty layout, guest-only). */
export const authGuestRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: { titleKey: 'auth.login.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/login-page')).LoginPage },
  },
  {
    path: 'login/registration',
    handle: { titleKey: 'auth.registration.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/registration-page')).RegistrationPage,
    },
  },
  {
    path: 'login/reset',
    handle: { titleKey: 'auth.reset.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/password-reset-page')).PasswordResetPage,
    },
  },
];

/** Opened from the confirmation email, signed in or not (Empty layout, no guard). */
export const authOpenRoutes: RouteObject[] = [
  {
    path: 'login/confirmation',
    handle: { titleKey: 'auth.confirmation.title' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await import('./pages/confirmation-page')).ConfirmationPage,
    },
  },
];

/** Staff pages (Default layout, behind `auth`). */
export const authStaffRoutes: RouteObject[] = [
  {
    path: 'user',
    handle: { titleKey: 'auth.profile.title' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages/profile-page')).ProfilePage },
  },
];
