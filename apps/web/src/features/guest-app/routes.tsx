import { httpStatusOf } from '@/lib/api-error';
import { RouteRedirect, type PageRoute, type RouteMatch } from '@/lib/page-router/page-router';
import { queryClient } from '@/lib/query-client';
import { notFound } from '@/lib/route-errors';
import { readLastGuestAppHotel, rememberGuestAppHotel } from '@/lib/guest-session';
import { guestAppConfigQueryOptions } from '@/features/guest-app/api/get-guest-app-config';

/** Loads the hotel's guest-app settings before any guest-app page; unknown hotel → 404. */
async function loadGuestAppHotel({ params }: RouteMatch) {
  const hotel = params.hotel ?? readLastGuestAppHotel();
  if (!hotel) notFound();
  try {
    await queryClient.ensureQueryData(guestAppConfigQueryOptions(hotel));
  } catch (error) {
    if (httpStatusOf(error) === 404) notFound();
    throw error;
  }
  rememberGuestAppHotel(hotel);
}

/**
 * `/guest_app` alone (the installed app's start address): the last hotel's home, whose guard
 * then asks for sign-in if need be.
 */
async function loadLastHotelHome(match: RouteMatch) {
  await loadGuestAppHotel(match);
  const hotel = readLastGuestAppHotel();
  if (hotel) throw new RouteRedirect(`/guest_app/${encodeURIComponent(hotel)}`);
}

/** Every guest-app path: the guest token decides between sign-in and the rest. */
const guestAppPath = { guards: ['guestAppAuth'], load: loadGuestAppHotel } as const;

/**
 * /guest_app/…: the guest-app entry's router shows these in the Guest app layout. The first match
 * wins, so `/guest_app/login` is the sign-in of the last hotel visited, not a hotel "login".
 */
export const guestAppRoutes = [
  {
    ...guestAppPath,
    path: '/guest_app/:hotel?/login',
    titleKey: 'guestApp.login.pageTitle',
    page: async () => (await import('./pages/guest-login-page')).GuestLoginPage,
  },
  {
    ...guestAppPath,
    path: '/guest_app/:hotel',
    titleKey: 'guestApp.home.pageTitle',
    page: async () => (await import('./pages/guest-home-page')).GuestHomePage,
  },
  {
    ...guestAppPath,
    path: '/guest_app/:hotel?/:booking',
    titleKey: 'guestApp.booking.pageTitle',
    page: async () => (await import('./pages/guest-booking-page')).GuestBookingPage,
  },
  { ...guestAppPath, path: '/guest_app', load: loadLastHotelHome },
] satisfies PageRoute[];
