import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isAxiosError } from 'axios';
import type { RouteHandle } from '@/lib/route-handle';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { readLastGuestAppHotel, rememberGuestAppHotel } from '@/lib/guest-session';
import { guestAppConfigQueryOptions } from '@/features/guest-app/api/get-guest-app-config';

/** Loads the hotel's guest-app settings before any guest-app page; unknown hotel → 404. */
async function loadGuestAppHotel({ params }: LoaderFunctionArgs) {
  const hotel = params.hotel ?? readLastGuestAppHotel();
  if (!hotel) notFound();
  try {
    await queryClient.ensureQueryData(guestAppConfigQueryOptions(hotel));
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) notFound();
    throw error;
  }
  rememberGuestAppHotel(hotel);
  return null;
}

/** /guest_app/…: the guest-app entry's router puts these under the Guest app layout. */
export const guestAppRoute = {
  path: 'guest_app',
  handle: { guards: ['guestAppAuth'] } satisfies RouteHandle,
  loader: loadGuestAppHotel,
  children: [
    {
      path: ':hotel',
      handle: { titleKey: 'guestApp.home.pageTitle' } satisfies RouteHandle,
      lazy: {
        Component: async () =>
          (await import('./pages/guest-app-unavailable-page')).GuestAppUnavailablePage,
      },
    },
    {
      path: ':hotel?/login',
      handle: { titleKey: 'guestApp.login.pageTitle' } satisfies RouteHandle,
      lazy: {
        Component: async () =>
          (await import('./pages/guest-app-unavailable-page')).GuestAppUnavailablePage,
      },
    },
    {
      path: ':hotel?/:booking',
      handle: { titleKey: 'guestApp.booking.pageTitle' } satisfies RouteHandle,
      lazy: {
        Component: async () =>
          (await import('./pages/guest-app-unavailable-page')).GuestAppUnavailablePage,
      },
    },
  ] satisfies RouteObject[],
};
